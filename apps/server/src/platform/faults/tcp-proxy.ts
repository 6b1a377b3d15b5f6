import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Destroys every open connection and refuses new ones, as a database going away does. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Test-only: forwards a local port to `target`, so a test can take the database away and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target.port, target.host);
    track(incoming);
    track(outgoing);
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
    incoming.pipe(outgoing).pipe(incoming);
  });
  let listening: net.Server | null = server;
  await listen(server, 0);
  const { port } = server.address() as net.AddressInfo;

  const stop = async () => {
    const closing = listening;
    listening = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    async restore() {
      if (listening) return;
      listening = server;
      await listen(server, port);
    },
    close: stop,
  };
}

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
