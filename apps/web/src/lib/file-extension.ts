/** Whether a file name ends with one of the extensions ('.pdf', …), judged as the server does. */
export function hasAllowedExtension(fileName: string, extensions: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return extensions.some((extension) => name.endsWith(extension.toLowerCase()));
}
