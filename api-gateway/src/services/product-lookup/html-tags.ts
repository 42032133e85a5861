/** The two things a product page is read for: its JSON-LD blocks and its <meta> tags. */
export interface PageTags {
  /** the text of every <script type="application/ld+json"> */
  jsonLd: string[];
  /** <meta property|name="…" content="…">, lower-case names, the first of each name winning */
  meta: Map<string, string>;
}

/** cheerio is loaded on the first product page read, not with the gateway (a fifth of a second). */
export async function tagsOf(html: string): Promise<PageTags> {
  const cheerio = await import('cheerio');
  const $ = cheerio.load(html);
  const jsonLd = $('script')
    .filter((_index, element) => $(element).attr('type')?.trim().toLowerCase() === 'application/ld+json')
    .map((_index, element) => $(element).text())
    .get();
  const meta = new Map<string, string>();
  $('meta').each((_index, element) => {
    const tag = $(element);
    const name = (tag.attr('property') ?? tag.attr('name'))?.toLowerCase();
    const content = tag.attr('content')?.trim();
    if (name && content && !meta.has(name)) meta.set(name, content);
  });
  return { jsonLd, meta };
}
