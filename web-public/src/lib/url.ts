/** The path part of a request URL ("/a/b?x=1" -> "/a/b"); an absolute URL is accepted too. */
export function pathOf(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return new URL(url).pathname;
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path.startsWith("/") ? path : `/${path}`;
}

/** The query part of a request URL, with its "?" ("/a?x=1#h" -> "?x=1"); "" when there is none. */
export function searchOf(url: string): string {
  const match = /\?[^#]*/.exec(url);
  return match && match[0].length > 1 ? match[0] : "";
}

/**
 * Decodes each path segment the way the router does before it hands out
 * params (an encoded "/" stays "%2F"), so keys built from a raw request path
 * equal the keys the route components build from useParams().
 */
export function decodePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll("/", "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}
