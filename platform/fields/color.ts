import type { TextField } from 'payload'

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** A colour as hex (#rgb, #rgba, #rrggbb, #rrggbbaa); empty allowed unless required. */
export const colorField = (name: string, label: string, { admin, ...extra }: Partial<TextField> = {}): TextField =>
  ({
    name,
    label,
    type: 'text',
    admin: { placeholder: '#111111', description: 'Hex, z. B. #111111', ...admin },
    validate: (value: string | null | undefined) =>
      value === null || value === undefined || value === '' || HEX.test(value) ? true : 'Bitte geben Sie eine Farbe im Format #RRGGBB an.',
    ...extra,
  }) as TextField
