import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RefusingSmtpServer {
  url: string;
  /** Recipients of every mail accepted, in order. */
  delivered: string[];
  /** How many deliveries were refused, per recipient. */
  refusals: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Test-only: a real SMTP server that answers "451 try again later" to the first `refuseFirst`
 * deliveries and "550" to `alwaysRefuse` for good, accepting the rest.
 */
export async function startRefusingSmtpServer(options: {
  refuseFirst: number;
  alwaysRefuse?: string;
}): Promise<RefusingSmtpServer> {
  const delivered: string[] = [];
  const refusals = new Map<string, number>();
  let refused = 0;
  const refuse = (recipient: string, responseCode: number, message: string) => {
    refusals.set(recipient, (refusals.get(recipient) ?? 0) + 1);
    return Object.assign(new Error(message), { responseCode });
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      if (recipient === options.alwaysRefuse) {
        callback(refuse(recipient, 550, 'Mailbox unavailable'));
      } else if (refused < options.refuseFirst) {
        refused += 1;
        callback(refuse(recipient, 451, 'Try again later'));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) {
          delivered.push(recipient.address.toLowerCase());
        }
        callback();
      });
    },
  });
  // A client's reset connection is re-emitted here; unheard, it would end the test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
