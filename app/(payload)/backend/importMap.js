import { MoneyCell as MoneyCell_0c91ad0ad2937e19a330e02ff9a8881f } from '../../../platform/admin/MoneyField'
import { MoneyField as MoneyField_0c91ad0ad2937e19a330e02ff9a8881f } from '../../../platform/admin/MoneyField'
import { CodeLabelField as CodeLabelField_ddcb7a51583023a9fb31b4e7d2e8873f } from '../../../platform/admin/CodeLabelField'
import { ReadableJsonField as ReadableJsonField_85d5f375817af5f2b352c08a483830a3 } from '../../../modules/orders/admin/ReadableJsonField'
import { NameRowLabel as NameRowLabel_d8bb348da8d043832522ad7410a99c14 } from '../../../platform/admin/NameRowLabel'
import { HistoryRowLabel as HistoryRowLabel_ddcb7a51583023a9fb31b4e7d2e8873f } from '../../../platform/admin/CodeLabelField'
import { OpeningHoursRowLabel as OpeningHoursRowLabel_16bbe33048e749d0474472dac1f1ee3b } from '../../../platform/admin/OpeningHoursRowLabel'
import { DeviceConnectionCell as DeviceConnectionCell_eebd3d683d253cd454db8bd1d9d92b36 } from '../../../modules/devices/admin/DeviceConnectionCell'
import { DeviceActionsField as DeviceActionsField_f8cb147f24c56c144a5a1d5fb1192d85 } from '../../../modules/devices/admin/DeviceActionsField'
import { DeviceApiKeyField as DeviceApiKeyField_050eb7946f8424286bdc81e452c1179b } from '../../../modules/devices/admin/DeviceApiKeyField'
import { LabelSheetLinks as LabelSheetLinks_6ee1b2e0038ee15c55eba10bcaa32006 } from '../../../modules/devices/admin/labels/LabelSheetLinks'
import { ContentAiField as ContentAiField_7504e238a1a93cdc1668b040d1a32c1d } from '../../../modules/content/admin/ai/ContentAiField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SeoSnippet as SeoSnippet_ec70c80b71a5d0d6cfc7b693703e90a8 } from '../../../modules/content/admin/SeoSnippet'
import { OptionalFieldLabel as OptionalFieldLabel_59898b215120535c6618f98742fd8197 } from '../../../platform/admin/OptionalFieldLabel'
import { ImageTemplatePreviewField as ImageTemplatePreviewField_8a6161d3c56dfd0309ce06270ee43b3e } from '../../../modules/devices/admin/image-templates/ImageTemplatePreviewField'
import { QrCodeImageField as QrCodeImageField_02575ccbe54ef5273c488d465575cf33 } from '../../../modules/devices/admin/qr-codes/QrCodeImageField'
import { QuestionnaireLinkField as QuestionnaireLinkField_c1a05c0a21856157dcf3d2bd4ccd6430 } from '../../../modules/questionnaires/admin/QuestionnaireLinkField'
import { JsonTextField as JsonTextField_89d75f8d6430aefb5be7a07d6698991a } from '../../../platform/admin/JsonTextField'
import { CustomerOrdersField as CustomerOrdersField_408ef297000561204c4bf2351cb7843d } from '../../../modules/accounts/admin/CustomerOrdersField'
import { FeedbackAnswersField as FeedbackAnswersField_15ee425664f087fb47b76e463776ca40 } from '../../../modules/questionnaires/admin/FeedbackAnswersField'
import { SignageStreamPreview as SignageStreamPreview_47dfdf4b9aeb34daa1140403b032a766 } from '../../../modules/devices/admin/signage/SignageStreamPreview'
import { SignageDeviceControl as SignageDeviceControl_023717fdb5ca1d8e313719fd3c63f2fb } from '../../../modules/devices/admin/signage/SignageDeviceControl'
import { OperationsStatus as OperationsStatus_20a53aea016ecd5abf31312f8fdc23f0 } from '../../../modules/notifications/admin/OperationsStatus'
import { ContrastWarning as ContrastWarning_a320a06b10aa8e52f8afbf81564a3065 } from '../../../modules/settings/admin/ContrastWarning'
import { BlockRowLabel as BlockRowLabel_d8bb348da8d043832522ad7410a99c14 } from '../../../platform/admin/NameRowLabel'
import { AdminIcon as AdminIcon_0c594dee377fe054d9970bb91f0c1c58 } from '../../../modules/settings/admin/Logo'
import { AdminLogo as AdminLogo_0c594dee377fe054d9970bb91f0c1c58 } from '../../../modules/settings/admin/Logo'
import { OrderBoardNavLink as OrderBoardNavLink_2c8d9db61e02c6103575ea19d5073b89 } from '../../../modules/orders/admin/board/NavLink'
import { TimeTrackingNavLinks as TimeTrackingNavLinks_2381f9fa2b40a322b80d53a90c2aa8c4 } from '../../../modules/time-tracking/admin/NavLinks'
import { StatisticsNavLink as StatisticsNavLink_b4d56f5148d49a64cd650e0333958baa } from '../../../modules/statistics/admin/NavLink'
import { PrivacyNavLink as PrivacyNavLink_1d42e3398afe4f8970e9be2f6ff5be57 } from '../../../modules/accounts/admin/NavLink'
import { OrderBoardView as OrderBoardView_7651efadf7c0a98fe2f5066809f0925b } from '../../../modules/orders/admin/board/OrderBoardView'
import { StaffOrderView as StaffOrderView_3611c7de4d42f28db86b8cce8f460153 } from '../../../modules/orders/admin/board/StaffOrderView'
import { StempeluhrView as StempeluhrView_8545e1daff3c2804bd39623604370d2a } from '../../../modules/time-tracking/admin/StempeluhrView'
import { ZeitkontenView as ZeitkontenView_276032e549c94c2a5661c23fdfd5d090 } from '../../../modules/time-tracking/admin/ZeitkontenView'
import { StatisticsView as StatisticsView_91e6aae7e578d7ab78f36fd3523e400e } from '../../../modules/statistics/admin/StatisticsView'
import { PrivacyView as PrivacyView_6bd65a7a60a1f482088aa6c49ef2b5b9 } from '../../../modules/accounts/admin/PrivacyView'
import { TerminalView as TerminalView_0f04d2b127fa36501f979cda35c61f5c } from '../../../modules/time-tracking/admin/TerminalView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/platform/admin/MoneyField#MoneyCell": MoneyCell_0c91ad0ad2937e19a330e02ff9a8881f,
  "/platform/admin/MoneyField#MoneyField": MoneyField_0c91ad0ad2937e19a330e02ff9a8881f,
  "/platform/admin/CodeLabelField#CodeLabelField": CodeLabelField_ddcb7a51583023a9fb31b4e7d2e8873f,
  "/modules/orders/admin/ReadableJsonField#ReadableJsonField": ReadableJsonField_85d5f375817af5f2b352c08a483830a3,
  "/platform/admin/NameRowLabel#NameRowLabel": NameRowLabel_d8bb348da8d043832522ad7410a99c14,
  "/platform/admin/CodeLabelField#HistoryRowLabel": HistoryRowLabel_ddcb7a51583023a9fb31b4e7d2e8873f,
  "/platform/admin/OpeningHoursRowLabel#OpeningHoursRowLabel": OpeningHoursRowLabel_16bbe33048e749d0474472dac1f1ee3b,
  "/modules/devices/admin/DeviceConnectionCell#DeviceConnectionCell": DeviceConnectionCell_eebd3d683d253cd454db8bd1d9d92b36,
  "/modules/devices/admin/DeviceActionsField#DeviceActionsField": DeviceActionsField_f8cb147f24c56c144a5a1d5fb1192d85,
  "/modules/devices/admin/DeviceApiKeyField#DeviceApiKeyField": DeviceApiKeyField_050eb7946f8424286bdc81e452c1179b,
  "/modules/devices/admin/labels/LabelSheetLinks#LabelSheetLinks": LabelSheetLinks_6ee1b2e0038ee15c55eba10bcaa32006,
  "/modules/content/admin/ai/ContentAiField#ContentAiField": ContentAiField_7504e238a1a93cdc1668b040d1a32c1d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/modules/content/admin/SeoSnippet#SeoSnippet": SeoSnippet_ec70c80b71a5d0d6cfc7b693703e90a8,
  "/platform/admin/OptionalFieldLabel#OptionalFieldLabel": OptionalFieldLabel_59898b215120535c6618f98742fd8197,
  "/modules/devices/admin/image-templates/ImageTemplatePreviewField#ImageTemplatePreviewField": ImageTemplatePreviewField_8a6161d3c56dfd0309ce06270ee43b3e,
  "/modules/devices/admin/qr-codes/QrCodeImageField#QrCodeImageField": QrCodeImageField_02575ccbe54ef5273c488d465575cf33,
  "/modules/questionnaires/admin/QuestionnaireLinkField#QuestionnaireLinkField": QuestionnaireLinkField_c1a05c0a21856157dcf3d2bd4ccd6430,
  "/platform/admin/JsonTextField#JsonTextField": JsonTextField_89d75f8d6430aefb5be7a07d6698991a,
  "/modules/accounts/admin/CustomerOrdersField#CustomerOrdersField": CustomerOrdersField_408ef297000561204c4bf2351cb7843d,
  "/modules/questionnaires/admin/FeedbackAnswersField#FeedbackAnswersField": FeedbackAnswersField_15ee425664f087fb47b76e463776ca40,
  "/modules/devices/admin/signage/SignageStreamPreview#SignageStreamPreview": SignageStreamPreview_47dfdf4b9aeb34daa1140403b032a766,
  "/modules/devices/admin/signage/SignageDeviceControl#SignageDeviceControl": SignageDeviceControl_023717fdb5ca1d8e313719fd3c63f2fb,
  "/modules/notifications/admin/OperationsStatus#OperationsStatus": OperationsStatus_20a53aea016ecd5abf31312f8fdc23f0,
  "/modules/settings/admin/ContrastWarning#ContrastWarning": ContrastWarning_a320a06b10aa8e52f8afbf81564a3065,
  "/platform/admin/NameRowLabel#BlockRowLabel": BlockRowLabel_d8bb348da8d043832522ad7410a99c14,
  "/modules/settings/admin/Logo#AdminIcon": AdminIcon_0c594dee377fe054d9970bb91f0c1c58,
  "/modules/settings/admin/Logo#AdminLogo": AdminLogo_0c594dee377fe054d9970bb91f0c1c58,
  "/modules/orders/admin/board/NavLink#OrderBoardNavLink": OrderBoardNavLink_2c8d9db61e02c6103575ea19d5073b89,
  "/modules/time-tracking/admin/NavLinks#TimeTrackingNavLinks": TimeTrackingNavLinks_2381f9fa2b40a322b80d53a90c2aa8c4,
  "/modules/statistics/admin/NavLink#StatisticsNavLink": StatisticsNavLink_b4d56f5148d49a64cd650e0333958baa,
  "/modules/accounts/admin/NavLink#PrivacyNavLink": PrivacyNavLink_1d42e3398afe4f8970e9be2f6ff5be57,
  "/modules/orders/admin/board/OrderBoardView#OrderBoardView": OrderBoardView_7651efadf7c0a98fe2f5066809f0925b,
  "/modules/orders/admin/board/StaffOrderView#StaffOrderView": StaffOrderView_3611c7de4d42f28db86b8cce8f460153,
  "/modules/time-tracking/admin/StempeluhrView#StempeluhrView": StempeluhrView_8545e1daff3c2804bd39623604370d2a,
  "/modules/time-tracking/admin/ZeitkontenView#ZeitkontenView": ZeitkontenView_276032e549c94c2a5661c23fdfd5d090,
  "/modules/statistics/admin/StatisticsView#StatisticsView": StatisticsView_91e6aae7e578d7ab78f36fd3523e400e,
  "/modules/accounts/admin/PrivacyView#PrivacyView": PrivacyView_6bd65a7a60a1f482088aa6c49ef2b5b9,
  "/modules/time-tracking/admin/TerminalView#TerminalView": TerminalView_0f04d2b127fa36501f979cda35c61f5c,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
