/** What the day charts draw: one point per day, with the value's exact text for tooltips and tables. */
export interface ChartPoint {
  /** The park day, YYYY-MM-DD. */
  date: string;
  value: number;
  /** The exact value as the cabinet writes it ("1 234", "12 500,00 ₽"). */
  text: string;
}

export interface ChartSeries {
  id: string;
  label: string;
  /** Any CSS colour (a theme palette colour). */
  color: string;
  points: readonly ChartPoint[];
}
