/**
 * Code page PC858 (= PC850 with '€' at 0xD5), selected on the printer with ESC t 19 (Epson numbering).
 * Covers German umlauts, ß and €; characters outside it are transliterated or become '?'.
 */
// 0x80 … 0xFF
const UPPER =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ' +
  'áíóúñÑªº¿®¬½¼¡«»' +
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤' +
  'ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' +
  '\u00AD±‗¾¶§÷¸°¨·¹³²■\u00A0'

/** ESC t n for PC858 on Epson-compatible printers. */
export const CP858_ESC_T = 19

const ENCODE = new Map<string, number>()
for (let i = 0; i < UPPER.length; i += 1) ENCODE.set(UPPER.charAt(i), 0x80 + i)

/** Byte → character (for the test printer's decoder). */
export const CP858_DECODE: readonly string[] = Array.from({ length: 256 }, (_, byte) =>
  byte < 0x80 ? String.fromCharCode(byte) : UPPER.charAt(byte - 0x80),
)

const TRANSLITERATE: Readonly<Record<string, string>> = {
  '–': '-', '—': '-', '‘': "'", '’': "'", '‚': "'", '“': '"', '”': '"', '„': '"', '…': '...', '•': '*', '⅛': '1/8',
}

/** Encodes text for the printer: ASCII as is, PC858 characters mapped, everything else transliterated or '?'. */
export function encodeCp858(text: string): number[] {
  const bytes: number[] = []
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f
    if (code >= 0x20 && code < 0x7f) bytes.push(code)
    else if (char === '\n') bytes.push(0x0a)
    else if (ENCODE.has(char)) bytes.push(ENCODE.get(char) ?? 0x3f)
    else if (TRANSLITERATE[char]) bytes.push(...encodeCp858(TRANSLITERATE[char] ?? '?'))
    else bytes.push(0x3f)
  }
  return bytes
}
