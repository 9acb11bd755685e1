import { EMBED_ATTRIBUTES } from "@movebreak/shared/brand";
import { DEFAULT_EMBED_SETTINGS } from "../utils/embed-code";

interface ReferenceRow {
  attribute: string | null;
  option: string;
  defaultValue: string;
  description: string;
}

/** Every setting of the player: as an HTML attribute (where there is one) and as a create() option. */
const ROWS: readonly ReferenceRow[] = [
  {
    attribute: EMBED_ATTRIBUTES.location,
    option: "location",
    defaultValue: "required",
    description: "The routine to play, by location id (for example work_sitting).",
  },
  {
    attribute: EMBED_ATTRIBUTES.width,
    option: "width",
    defaultValue: DEFAULT_EMBED_SETTINGS.width,
    description: "Any CSS width. The player never grows wider than its container.",
  },
  {
    attribute: EMBED_ATTRIBUTES.branding,
    option: "showBranding",
    defaultValue: String(DEFAULT_EMBED_SETTINGS.showBranding),
    description: "Show the small “Powered by” link.",
  },
  {
    attribute: EMBED_ATTRIBUTES.autoplay,
    option: "autoplay",
    defaultValue: String(DEFAULT_EMBED_SETTINGS.autoplay),
    description: "Start the routine on its own once it has loaded.",
  },
  { attribute: null, option: "theme", defaultValue: "light", description: "light or dark." },
  {
    attribute: null,
    option: "apiBase",
    defaultValue: "the script's site",
    description: "Where the player reads its routines from.",
  },
  {
    attribute: null,
    option: "sharedKey",
    defaultValue: "none",
    description: "Play a shared routine (its key) instead of a location.",
  },
];

const cell = "px-4 py-3 align-top";

/** The same reference as a list, for screens too narrow for four columns. */
function ReferenceList() {
  return (
    <ul className="space-y-3 md:hidden">
      {ROWS.map((row) => (
        <li key={row.option} className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink/10">
          <p className="font-mono font-semibold">{row.option}</p>
          <p className="mt-1 text-ink/75">{row.description}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="text-ink/60">Attribute</dt>
            <dd className="font-mono break-all">{row.attribute ?? "—"}</dd>
            <dt className="text-ink/60">Default</dt>
            <dd className="font-mono">{row.defaultValue}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const SCRIPTED_EXAMPLE = `MovebreakPlayer.create(document.getElementById("my-player"), {
  location: "work_sitting",
  width: "100%",
  theme: "dark",
});`;

/** The configuration reference: attributes and JavaScript options with their defaults. */
export function ConfigurationReference() {
  return (
    <div className="space-y-6">
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 md:block">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Player configuration</caption>
          <thead className="bg-brand-50 text-xs tracking-wider text-ink/70 uppercase">
            <tr>
              <th scope="col" className={cell}>
                HTML attribute
              </th>
              <th scope="col" className={cell}>
                JavaScript option
              </th>
              <th scope="col" className={cell}>
                Default
              </th>
              <th scope="col" className={cell}>
                Description
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/5">
            {ROWS.map((row) => (
              <tr key={row.option}>
                <td className={`${cell} font-mono text-xs`}>{row.attribute ?? "—"}</td>
                <td className={`${cell} font-mono text-xs`}>{row.option}</td>
                <td className={`${cell} font-mono text-xs`}>{row.defaultValue}</td>
                <td className={`${cell} text-ink/75`}>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ReferenceList />
      <div>
        <p className="text-ink/75">
          From JavaScript, once the script has loaded, the same options go to <code className="font-mono">create</code>,
          which returns a handle whose <code className="font-mono">destroy()</code> removes the player:
        </p>
        <pre className="mt-3 rounded-xl bg-ink p-4 text-sm leading-relaxed whitespace-pre-wrap text-brand-100 [overflow-wrap:anywhere]">
          <code>{SCRIPTED_EXAMPLE}</code>
        </pre>
      </div>
      <p className="text-ink/75">
        The iframe player (<code className="font-mono">/embed/{"{locationId}"}</code> and{" "}
        <code className="font-mono">/embed/try/{"{key}"}</code>) takes <code className="font-mono">width</code>,{" "}
        <code className="font-mono">branding</code> and <code className="font-mono">autoplay</code> as query parameters,
        with the same defaults, and fills its frame. Every routine page also answers oEmbed at{" "}
        <code className="font-mono">/oembed?url=</code>, so tools that take a link show the player by themselves.
      </p>
    </div>
  );
}
