/** Route /questionnaires/{publicHash} (SF §2 questionnaire site): loads the questionnaire, 404 for an unknown hash. */
import { useParams } from 'react-router-dom'

import { QUESTIONNAIRE_TEXTS as T } from '@domain'
import { NotFound } from '../../../components/NotFound'
import { Notice } from '../../../components/Notice'
import { PageFallback } from '../../../components/PageFallback'
import { useConfig } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'
import { useQuestionnaire } from '../api/questionnaire'
import { QuestionnaireForm } from './QuestionnaireForm'
import './questionnaire.css'

export function QuestionnairePage() {
  const { publicHash = '' } = useParams()
  const { data, error, isLoading, mutate } = useQuestionnaire(publicHash)
  const config = useConfig()
  useTitle('site', data?.name ?? '', config.shopName ?? config.title ?? 'Tresen')

  if (error?.status === 404) return <NotFound />
  if (error !== undefined && data === undefined) {
    return (
      <div className="page page--narrow">
        <Notice tone="error" role="alert">
          <p>{T.loadFailed}</p>
          <button type="button" className="button" onClick={() => void mutate()}>
            {T.retry}
          </button>
        </Notice>
      </div>
    )
  }
  if (isLoading || data === undefined) return <PageFallback />

  return (
    <div className="page page--narrow questionnaire">
      <h1 className="questionnaire__title">{data.name}</h1>
      {/* keyed by hash: another questionnaire gets its own draft and step state */}
      <QuestionnaireForm key={data.publicHash} questionnaire={data} />
    </div>
  )
}
