/** The spec strips these before navigating: & / \ # , + ( ) ~ % . " : * ? < > { } */
const STRIPPED = /[&/\\#,+()~%.":*?<>{}]/g;

export function cleanSearchText(text: string): string {
  return text.replace(STRIPPED, '').replace(/\s+/g, ' ').trim();
}

export function searchPath(text: string): string | null {
  const cleaned = cleanSearchText(text);
  return cleaned ? `/search/${encodeURIComponent(cleaned)}/` : null;
}
