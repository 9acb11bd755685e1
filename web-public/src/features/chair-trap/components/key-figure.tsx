/** A claim set large, with what it means underneath. */
export function KeyFigure({ value, text }: { value: string; text: string }) {
  return (
    <p className="rounded-3xl bg-rose-50 p-6 ring-1 ring-rose-200">
      <span className="block text-5xl font-black tracking-tight text-rose-800">{value}</span>
      <span className="mt-2 block text-lg text-ink/80">{text}</span>
    </p>
  );
}
