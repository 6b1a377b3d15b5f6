import { OTP_LENGTH } from '@concierge/shared';

/** A blank code: one '' per box. */
export const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');
