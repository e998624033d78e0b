// @vitest-environment jsdom
/**
 * The end of the questionnaire says "Vielen Dank!" once: in the success modal, and in the page's card only after the
 * modal is closed (both showed it at the same time before).
 */
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { PublicQuestionnaire } from '../../../storefront/src/features/questionnaire/api/questionnaire'
import { QuestionnaireForm } from '../../../storefront/src/features/questionnaire/components/QuestionnaireForm'
import { draftKey } from '../../../storefront/src/features/questionnaire/draft'

const send = vi.hoisted(() => vi.fn(() => Promise.resolve({})))
vi.mock('../../../storefront/src/features/questionnaire/api/questionnaire', () => ({ sendSubmission: send }))

const QUESTIONNAIRE: PublicQuestionnaire = {
  id: 1,
  name: 'Zufriedenheit',
  publicHash: 'abc123',
  content: { body: [{ type: 'comment', value: { question: 'Was können wir besser machen?' } }] },
}

afterEach(() => {
  cleanup()
  window.sessionStorage.clear()
})

describe('questionnaire end', () => {
  it('shows "Vielen Dank!" once, in the modal, and once in the card after the modal is closed', async () => {
    window.sessionStorage.setItem(
      `tresen.${draftKey(QUESTIONNAIRE.publicHash)}`,
      JSON.stringify({
        contact: { clientName: 'Kanzlei Huber', contactName: 'Eva Huber', service: 'Unterhaltsreinigung' },
        answers: [{ rating: null, comment: 'Alles bestens.' }],
      }),
    )
    render(
      <MemoryRouter initialEntries={['/questionnaires/abc123?step=1']}>
        <QuestionnaireForm questionnaire={QUESTIONNAIRE} />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }))
    const dialog = await screen.findByRole('dialog', { name: 'Vielen Dank!' })
    expect(send).toHaveBeenCalledTimes(1)
    expect(screen.getAllByText('Vielen Dank!')).toHaveLength(1)
    expect(screen.getAllByText('Ihre Eingaben wurden erfolgreich verarbeitet.')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(dialog).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument()
    expect(screen.getAllByText('Vielen Dank!')).toHaveLength(1)
  })
})
