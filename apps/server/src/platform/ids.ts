const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are uuids; anything else is simply "not found", like another tenant's id. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
