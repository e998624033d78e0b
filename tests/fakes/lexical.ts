/** Lexical editor states as the admin's rich-text editor saves them, for tests. */

/** A text node (`format`: Lexical's bit flags, 1 = bold). */
export const lexicalText = (text: string, format = 0) => ({ type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' })

/** A state of one paragraph holding `inline` (text and link nodes). */
export const lexicalState = (...inline: object[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: inline }],
  },
})

/** A state of one paragraph with `text`. */
export const lexicalParagraph = (text: string) => lexicalState(lexicalText(text))
