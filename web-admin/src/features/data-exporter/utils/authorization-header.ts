/** The optional admin API key as a Bearer header; nothing when the field is empty. */
export function authorizationHeader(apiKey: string | undefined): Record<string, string> {
  const key = apiKey?.trim();
  return key ? { Authorization: `Bearer ${key}` } : {};
}
