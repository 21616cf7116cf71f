/** Items by the local day they were last active, newest day first (the list is already newest first). */
export function dayGroups<T>(items: readonly T[], timeOf: (item: T) => number): Array<{ day: number; items: T[] }> {
  const groups: Array<{ day: number; items: T[] }> = [];
  for (const item of items) {
    const date = new Date(timeOf(item));
    const day = new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** Days between two local midnights (0: the same day), daylight saving included. */
export function daysBefore(day: number, today: number): number {
  return Math.round((today - day) / 86_400_000);
}

export const startOfDay = (time: number): number => {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
};
