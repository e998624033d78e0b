/** Public API of the questionnaire site (SF §2): the router loads the page lazily by path. */
export { QuestionnairePage } from './components/QuestionnairePage'
export { questionnaireKey, useQuestionnaire } from './api/questionnaire'
export type { PublicQuestionnaire } from './api/questionnaire'
