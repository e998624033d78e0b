import type { GroupField } from 'payload'

/** German federal states (date-holidays codes) and Austrian Bundesländer (1–9), for regional public holidays. */
export const HOLIDAY_REGION_OPTIONS = [
  { label: 'Österreich: Burgenland', value: 'AT-1' },
  { label: 'Österreich: Kärnten', value: 'AT-2' },
  { label: 'Österreich: Niederösterreich', value: 'AT-3' },
  { label: 'Österreich: Oberösterreich', value: 'AT-4' },
  { label: 'Österreich: Salzburg', value: 'AT-5' },
  { label: 'Österreich: Steiermark', value: 'AT-6' },
  { label: 'Österreich: Tirol', value: 'AT-7' },
  { label: 'Österreich: Vorarlberg', value: 'AT-8' },
  { label: 'Österreich: Wien', value: 'AT-9' },
  { label: 'Deutschland: Baden-Württemberg', value: 'DE-BW' },
  { label: 'Deutschland: Bayern', value: 'DE-BY' },
  { label: 'Deutschland: Berlin', value: 'DE-BE' },
  { label: 'Deutschland: Brandenburg', value: 'DE-BB' },
  { label: 'Deutschland: Bremen', value: 'DE-HB' },
  { label: 'Deutschland: Hamburg', value: 'DE-HH' },
  { label: 'Deutschland: Hessen', value: 'DE-HE' },
  { label: 'Deutschland: Mecklenburg-Vorpommern', value: 'DE-MV' },
  { label: 'Deutschland: Niedersachsen', value: 'DE-NI' },
  { label: 'Deutschland: Nordrhein-Westfalen', value: 'DE-NW' },
  { label: 'Deutschland: Rheinland-Pfalz', value: 'DE-RP' },
  { label: 'Deutschland: Saarland', value: 'DE-SL' },
  { label: 'Deutschland: Sachsen', value: 'DE-SN' },
  { label: 'Deutschland: Sachsen-Anhalt', value: 'DE-ST' },
  { label: 'Deutschland: Schleswig-Holstein', value: 'DE-SH' },
  { label: 'Deutschland: Thüringen', value: 'DE-TH' },
]

const ROUNDING_MODES = [
  { label: 'Abrunden', value: 'down' },
  { label: 'Aufrunden', value: 'up' },
  { label: 'Kaufmännisch runden', value: 'nearest' },
]

/** Time-tracking settings of a division (Organisation): statutory break rules, public holidays, rounding. */
export const timeTrackingSettingsField: GroupField = {
  name: 'timeTracking',
  label: 'Zeiterfassung',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'country',
          label: 'Arbeitsrecht / Feiertage',
          type: 'select',
          required: true,
          defaultValue: 'AT',
          options: [
            { label: 'Österreich (AZG: über 6 Stunden 30 Minuten Pause)', value: 'AT' },
            { label: 'Deutschland (ArbZG: über 6 Stunden 30, über 9 Stunden 45 Minuten Pause)', value: 'DE' },
          ],
        },
        {
          name: 'holidayRegion',
          label: 'Bundesland (regionale Feiertage)',
          type: 'select',
          options: HOLIDAY_REGION_OPTIONS,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            !value || String(value).startsWith(`${String(siblingData?.country ?? 'AT')}-`)
              ? true
              : 'Das Bundesland passt nicht zum gewählten Land.',
        },
      ],
    },
    {
      name: 'breakMode',
      label: 'Gesetzliche Pausen',
      type: 'select',
      required: true,
      defaultValue: 'warn',
      options: [
        { label: 'Nur warnen', value: 'warn' },
        { label: 'Fehlende Pausenzeit automatisch abziehen', value: 'deduct' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'roundingStep',
          label: 'Rundung',
          type: 'select',
          required: true,
          defaultValue: '0',
          options: [
            { label: 'Keine Rundung', value: '0' },
            { label: 'auf 5 Minuten', value: '5' },
            { label: 'auf 10 Minuten', value: '10' },
            { label: 'auf 15 Minuten', value: '15' },
          ],
        },
        { name: 'roundingStart', label: 'Beginn', type: 'select', required: true, defaultValue: 'down', options: ROUNDING_MODES },
        { name: 'roundingEnd', label: 'Ende', type: 'select', required: true, defaultValue: 'down', options: ROUNDING_MODES },
      ],
    },
    {
      name: 'holidayDaysPerYear',
      label: 'Urlaubsanspruch (Tage pro Jahr)',
      type: 'number',
      min: 0,
      max: 60,
      defaultValue: 25,
      admin: { description: 'Gilt für alle Mitarbeiter ohne eigenen Wert.' },
    },
  ],
}
