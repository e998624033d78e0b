import type { CollectionConfig } from 'payload'

import { anyone } from '../../../platform/access/anyone'
import { isAdmin } from '../../../platform/access/isAdmin'
import { isStaff } from '../../../platform/access/isStaff'
import { validateQuestionnaireSubmissionHook } from './hooks/validateQuestionnaireSubmission'
import { QUESTION_TYPES } from './Questionnaires'
import { SLUGS } from '../../../platform/slugs'

/**
 * A questionnaire submission (shown as „Feedback“). Anonymous visitors may create one (POST
 * /custom/api/questionnaire-submissions); every create is validated against the questionnaire's questions (SF §5)
 * and all errors are returned at once. Reading is staff-only (contact data).
 */
export const QuestionnaireSubmissions: CollectionConfig<'questionnaire-submissions'> = {
  slug: SLUGS.questionnaireSubmissions,
  labels: { singular: 'Feedback', plural: 'Feedback' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'clientName', label: 'Kunde', type: 'text', required: true, maxLength: 200 },
        { name: 'contactName', label: 'Ansprechperson', type: 'text', required: true, maxLength: 200 },
        { name: 'service', label: 'Dienstleistung', type: 'text', required: true, maxLength: 200 },
      ],
    },
    {
      name: 'answersOverview',
      label: 'Antworten',
      type: 'ui',
      admin: { components: { Field: '/modules/questionnaires/admin/FeedbackAnswersField#FeedbackAnswersField' } },
    },
    {
      name: 'content',
      label: 'Antworten',
      type: 'array',
      labels: { singular: 'Antwort', plural: 'Antworten' },
      // shown as a readable list by answersOverview; the rows stay in the form (hidden) so a save keeps them
      admin: { hidden: true, components: { RowLabel: '/platform/admin/NameRowLabel#NameRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'question', label: 'Frage', type: 'text', admin: { readOnly: true, description: 'Fragetext zum Zeitpunkt der Abgabe.' } },
            { name: 'type', label: 'Art', type: 'select', options: QUESTION_TYPES, admin: { readOnly: true } },
            { name: 'rating', label: 'Bewertung', type: 'number', min: 1, max: 5 },
          ],
        },
        { name: 'comment', label: 'Kommentar', type: 'textarea', maxLength: 5000 },
      ],
    },
    {
      name: 'questionnaire',
      label: 'Fragebogen',
      type: 'relationship',
      relationTo: SLUGS.questionnaires,
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
  access: { read: isStaff, create: anyone, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [validateQuestionnaireSubmissionHook] },
  admin: {
    group: 'Betrieb',
    useAsTitle: 'clientName',
    defaultColumns: ['clientName', 'contactName', 'service', 'questionnaire', 'createdAt'],
    description: 'Antworten aus den öffentlichen Fragebögen (/questionnaires/{Hash}).',
  },
}
