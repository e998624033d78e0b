import { MoneyCell as MoneyCell_779eefc0083785f13b4ebb23c8492701 } from '../../../admin-extensions/components/MoneyField'
import { MoneyField as MoneyField_779eefc0083785f13b4ebb23c8492701 } from '../../../admin-extensions/components/MoneyField'
import { CodeLabelField as CodeLabelField_a84d693b5573282cb873ed03466c705a } from '../../../admin-extensions/components/CodeLabelField'
import { ReadableJsonField as ReadableJsonField_464441af612fbf0986119e9834eaea86 } from '../../../admin-extensions/components/ReadableJsonField'
import { NameRowLabel as NameRowLabel_179531716a7d36bcd878cf161e3993e9 } from '../../../admin-extensions/components/NameRowLabel'
import { HistoryRowLabel as HistoryRowLabel_a84d693b5573282cb873ed03466c705a } from '../../../admin-extensions/components/CodeLabelField'
import { OpeningHoursRowLabel as OpeningHoursRowLabel_a3b38e22f647a8ae5fe2717673125ca7 } from '../../../admin-extensions/components/OpeningHoursRowLabel'
import { DeviceConnectionCell as DeviceConnectionCell_73573396b5ee7843693f7f7023055ff4 } from '../../../admin-extensions/devices/DeviceConnectionCell'
import { DeviceActionsField as DeviceActionsField_f82c24a20223ca09c199c2faa8b3a609 } from '../../../admin-extensions/devices/DeviceActionsField'
import { DeviceApiKeyField as DeviceApiKeyField_e5056c3a04f045e1d4b5245192552dba } from '../../../admin-extensions/components/DeviceApiKeyField'
import { LabelSheetLinks as LabelSheetLinks_206317445cb582c7cb12dc5952861bf7 } from '../../../admin-extensions/labels/LabelSheetLinks'
import { ContentAiField as ContentAiField_423c8d75401781a1633b6a1b83792b22 } from '../../../admin-extensions/content-ai/ContentAiField'
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
import { SeoSnippet as SeoSnippet_d28193fd92b890c90fd7218fb149465e } from '../../../admin-extensions/content/SeoSnippet'
import { ImageTemplatePreviewField as ImageTemplatePreviewField_eb171e79ea3dbdb69d7d21fd8a74c9c6 } from '../../../admin-extensions/image-templates/ImageTemplatePreviewField'
import { QrCodeImageField as QrCodeImageField_6b39a12e6e824d65640a4b45f7a1e0e2 } from '../../../admin-extensions/qr-codes/QrCodeImageField'
import { QuestionnaireLinkField as QuestionnaireLinkField_bbf11dc1eb29e8cd06d5ceed27c15b62 } from '../../../admin-extensions/components/QuestionnaireLinkField'
import { JsonTextField as JsonTextField_2a4f197a1ddc013cf8cca06fb3476fb7 } from '../../../admin-extensions/components/JsonTextField'
import { CustomerOrdersField as CustomerOrdersField_9a7f52d6cb4dbf8d56fd52dfc76f2f5c } from '../../../admin-extensions/customers/CustomerOrdersField'
import { FeedbackAnswersField as FeedbackAnswersField_44243fe4e1c1f656d36c84b9f75d08ee } from '../../../admin-extensions/components/FeedbackAnswersField'
import { SignageStreamPreview as SignageStreamPreview_5876fb81057b478a8fd6224dbf4b14bd } from '../../../admin-extensions/signage/SignageStreamPreview'
import { SignageDeviceControl as SignageDeviceControl_2bcc92982adeddca7a65eb8ed8e8c9e6 } from '../../../admin-extensions/signage/SignageDeviceControl'
import { OperationsStatus as OperationsStatus_a6b5e85002e99b444a31fe299060f585 } from '../../../admin-extensions/notifications/OperationsStatus'
import { AdminIcon as AdminIcon_aec4921644c2cfa587bc5ed54bcf18af } from '../../../admin-extensions/branding/Logo'
import { AdminLogo as AdminLogo_aec4921644c2cfa587bc5ed54bcf18af } from '../../../admin-extensions/branding/Logo'
import { OrderBoardNavLink as OrderBoardNavLink_b63f42d01364556f8886a6b74bdc1b04 } from '../../../admin-extensions/order-board/NavLink'
import { TimeTrackingNavLinks as TimeTrackingNavLinks_5febcb42d159f08e20d92438d0c41b69 } from '../../../admin-extensions/time-tracking/NavLinks'
import { StatisticsNavLink as StatisticsNavLink_92267be84b322826689d211a1499a33d } from '../../../admin-extensions/statistics/NavLink'
import { OrderBoardView as OrderBoardView_f354796988f48366d43ea6c86927544c } from '../../../admin-extensions/order-board/OrderBoardView'
import { StempeluhrView as StempeluhrView_d9aee23d10e014751e07b4cd68093e84 } from '../../../admin-extensions/time-tracking/StempeluhrView'
import { ZeitkontenView as ZeitkontenView_619c6bbe336a322ee307ad7c862e738c } from '../../../admin-extensions/time-tracking/ZeitkontenView'
import { StatisticsView as StatisticsView_746469caef002e29c7240c318f61adfd } from '../../../admin-extensions/statistics/StatisticsView'
import { TerminalView as TerminalView_f01e2d357cf24af49a28b819d85e79f3 } from '../../../admin-extensions/time-tracking/TerminalView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin-extensions/components/MoneyField#MoneyCell": MoneyCell_779eefc0083785f13b4ebb23c8492701,
  "/admin-extensions/components/MoneyField#MoneyField": MoneyField_779eefc0083785f13b4ebb23c8492701,
  "/admin-extensions/components/CodeLabelField#CodeLabelField": CodeLabelField_a84d693b5573282cb873ed03466c705a,
  "/admin-extensions/components/ReadableJsonField#ReadableJsonField": ReadableJsonField_464441af612fbf0986119e9834eaea86,
  "/admin-extensions/components/NameRowLabel#NameRowLabel": NameRowLabel_179531716a7d36bcd878cf161e3993e9,
  "/admin-extensions/components/CodeLabelField#HistoryRowLabel": HistoryRowLabel_a84d693b5573282cb873ed03466c705a,
  "/admin-extensions/components/OpeningHoursRowLabel#OpeningHoursRowLabel": OpeningHoursRowLabel_a3b38e22f647a8ae5fe2717673125ca7,
  "/admin-extensions/devices/DeviceConnectionCell#DeviceConnectionCell": DeviceConnectionCell_73573396b5ee7843693f7f7023055ff4,
  "/admin-extensions/devices/DeviceActionsField#DeviceActionsField": DeviceActionsField_f82c24a20223ca09c199c2faa8b3a609,
  "/admin-extensions/components/DeviceApiKeyField#DeviceApiKeyField": DeviceApiKeyField_e5056c3a04f045e1d4b5245192552dba,
  "/admin-extensions/labels/LabelSheetLinks#LabelSheetLinks": LabelSheetLinks_206317445cb582c7cb12dc5952861bf7,
  "/admin-extensions/content-ai/ContentAiField#ContentAiField": ContentAiField_423c8d75401781a1633b6a1b83792b22,
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
  "/admin-extensions/content/SeoSnippet#SeoSnippet": SeoSnippet_d28193fd92b890c90fd7218fb149465e,
  "/admin-extensions/image-templates/ImageTemplatePreviewField#ImageTemplatePreviewField": ImageTemplatePreviewField_eb171e79ea3dbdb69d7d21fd8a74c9c6,
  "/admin-extensions/qr-codes/QrCodeImageField#QrCodeImageField": QrCodeImageField_6b39a12e6e824d65640a4b45f7a1e0e2,
  "/admin-extensions/components/QuestionnaireLinkField#QuestionnaireLinkField": QuestionnaireLinkField_bbf11dc1eb29e8cd06d5ceed27c15b62,
  "/admin-extensions/components/JsonTextField#JsonTextField": JsonTextField_2a4f197a1ddc013cf8cca06fb3476fb7,
  "/admin-extensions/customers/CustomerOrdersField#CustomerOrdersField": CustomerOrdersField_9a7f52d6cb4dbf8d56fd52dfc76f2f5c,
  "/admin-extensions/components/FeedbackAnswersField#FeedbackAnswersField": FeedbackAnswersField_44243fe4e1c1f656d36c84b9f75d08ee,
  "/admin-extensions/signage/SignageStreamPreview#SignageStreamPreview": SignageStreamPreview_5876fb81057b478a8fd6224dbf4b14bd,
  "/admin-extensions/signage/SignageDeviceControl#SignageDeviceControl": SignageDeviceControl_2bcc92982adeddca7a65eb8ed8e8c9e6,
  "/admin-extensions/notifications/OperationsStatus#OperationsStatus": OperationsStatus_a6b5e85002e99b444a31fe299060f585,
  "/admin-extensions/branding/Logo#AdminIcon": AdminIcon_aec4921644c2cfa587bc5ed54bcf18af,
  "/admin-extensions/branding/Logo#AdminLogo": AdminLogo_aec4921644c2cfa587bc5ed54bcf18af,
  "/admin-extensions/order-board/NavLink#OrderBoardNavLink": OrderBoardNavLink_b63f42d01364556f8886a6b74bdc1b04,
  "/admin-extensions/time-tracking/NavLinks#TimeTrackingNavLinks": TimeTrackingNavLinks_5febcb42d159f08e20d92438d0c41b69,
  "/admin-extensions/statistics/NavLink#StatisticsNavLink": StatisticsNavLink_92267be84b322826689d211a1499a33d,
  "/admin-extensions/order-board/OrderBoardView#OrderBoardView": OrderBoardView_f354796988f48366d43ea6c86927544c,
  "/admin-extensions/time-tracking/StempeluhrView#StempeluhrView": StempeluhrView_d9aee23d10e014751e07b4cd68093e84,
  "/admin-extensions/time-tracking/ZeitkontenView#ZeitkontenView": ZeitkontenView_619c6bbe336a322ee307ad7c862e738c,
  "/admin-extensions/statistics/StatisticsView#StatisticsView": StatisticsView_746469caef002e29c7240c318f61adfd,
  "/admin-extensions/time-tracking/TerminalView#TerminalView": TerminalView_f01e2d357cf24af49a28b819d85e79f3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
