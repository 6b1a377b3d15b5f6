import { parsePage } from './parse-page.js';

/** The main text of one HTML document, its title and its links (absolute URLs). */
export function extractMainText(
  html: string,
  url: string,
): { title: string; text: string; links: string[] } {
  const { title, text, links } = parsePage(html, url);
  return { title, text, links };
}
