/** Font weights 100–900 with their names (BO §9): the font collections' select and the stylesheet's weight names. */
export const FONT_WEIGHTS = [
  { label: '100 Thin', value: '100' },
  { label: '200 Extralight', value: '200' },
  { label: '300 Light', value: '300' },
  { label: '400 Regular', value: '400' },
  { label: '500 Medium', value: '500' },
  { label: '600 Semibold', value: '600' },
  { label: '700 Bold', value: '700' },
  { label: '800 Extrabold', value: '800' },
  { label: '900 Black', value: '900' },
]
