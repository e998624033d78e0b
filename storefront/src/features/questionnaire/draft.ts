/** The draft of a questionnaire, kept in session storage per publicHash (SF §4) and restored on reload. */
import { useCallback, useState } from 'react'

import { emptyQuestionnaireDraft, normalizeQuestionnaireDraft } from '@domain'
import type { QuestionnaireDraft } from '@domain'
import { sessionStore } from '../../lib/storage'

export const draftKey = (publicHash: string): string => `questionnaire.${publicHash}`

export function useQuestionnaireDraft(publicHash: string, questionCount: number) {
  const [draft, setDraftState] = useState<QuestionnaireDraft>(() =>
    normalizeQuestionnaireDraft(sessionStore.get<unknown>(draftKey(publicHash)), questionCount),
  )

  const setDraft = useCallback(
    (update: (current: QuestionnaireDraft) => QuestionnaireDraft) => {
      setDraftState((current) => {
        const next = update(current)
        sessionStore.set(draftKey(publicHash), next)
        return next
      })
    },
    [publicHash],
  )

  const clearDraft = useCallback(() => {
    sessionStore.remove(draftKey(publicHash))
    setDraftState(emptyQuestionnaireDraft(questionCount))
  }, [publicHash, questionCount])

  return { draft, setDraft, clearDraft }
}
