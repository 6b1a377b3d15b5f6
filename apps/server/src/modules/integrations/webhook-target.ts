import { integrationMessages } from '@concierge/shared';
import { badRequest } from '../../platform/errors.js';
import { addressPolicyFor, vetUrlAddress } from '../crawler/address-policy.js';
import { UnsafeAddressError } from '../crawler/errors.js';

/**
 * Refuses a webhook URL whose host is not found or reaches a private network (the crawler's rule).
 * Every delivery checks again when it connects, in case the DNS answer changes later.
 */
export async function vetWebhookUrl(url: string, allowPrivateNetworks: boolean): Promise<void> {
  try {
    await vetUrlAddress(new URL(url), addressPolicyFor(allowPrivateNetworks));
  } catch (error) {
    throw badRequest(
      error instanceof UnsafeAddressError
        ? integrationMessages.privateAddress
        : integrationMessages.unresolvable,
    );
  }
}
