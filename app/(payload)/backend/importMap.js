import { MoneyCell as MoneyCell_779eefc0083785f13b4ebb23c8492701 } from '../../../admin-extensions/components/MoneyField'
import { MoneyField as MoneyField_779eefc0083785f13b4ebb23c8492701 } from '../../../admin-extensions/components/MoneyField'
import { CodeLabelField as CodeLabelField_a84d693b5573282cb873ed03466c705a } from '../../../admin-extensions/components/CodeLabelField'
import { ReadableJsonField as ReadableJsonField_464441af612fbf0986119e9834eaea86 } from '../../../admin-extensions/components/ReadableJsonField'
import { NameRowLabel as NameRowLabel_179531716a7d36bcd878cf161e3993e9 } from '../../../admin-extensions/components/NameRowLabel'
import { HistoryRowLabel as HistoryRowLabel_a84d693b5573282cb873ed03466c705a } from '../../../admin-extensions/components/CodeLabelField'
import { OpeningHoursRowLabel as OpeningHoursRowLabel_a3b38e22f647a8ae5fe2717673125ca7 } from '../../../admin-extensions/components/OpeningHoursRowLabel'
import { DeviceApiKeyField as DeviceApiKeyField_e5056c3a04f045e1d4b5245192552dba } from '../../../admin-extensions/components/DeviceApiKeyField'
import { QuestionnaireLinkField as QuestionnaireLinkField_bbf11dc1eb29e8cd06d5ceed27c15b62 } from '../../../admin-extensions/components/QuestionnaireLinkField'
import { FeedbackAnswersField as FeedbackAnswersField_44243fe4e1c1f656d36c84b9f75d08ee } from '../../../admin-extensions/components/FeedbackAnswersField'
import { OperationsStatus as OperationsStatus_a6b5e85002e99b444a31fe299060f585 } from '../../../admin-extensions/notifications/OperationsStatus'
import { AdminIcon as AdminIcon_aec4921644c2cfa587bc5ed54bcf18af } from '../../../admin-extensions/branding/Logo'
import { AdminLogo as AdminLogo_aec4921644c2cfa587bc5ed54bcf18af } from '../../../admin-extensions/branding/Logo'
import { OrderBoardNavLink as OrderBoardNavLink_b63f42d01364556f8886a6b74bdc1b04 } from '../../../admin-extensions/order-board/NavLink'
import { TimeTrackingNavLinks as TimeTrackingNavLinks_5febcb42d159f08e20d92438d0c41b69 } from '../../../admin-extensions/time-tracking/NavLinks'
import { OrderBoardView as OrderBoardView_f354796988f48366d43ea6c86927544c } from '../../../admin-extensions/order-board/OrderBoardView'
import { StempeluhrView as StempeluhrView_d9aee23d10e014751e07b4cd68093e84 } from '../../../admin-extensions/time-tracking/StempeluhrView'
import { ZeitkontenView as ZeitkontenView_619c6bbe336a322ee307ad7c862e738c } from '../../../admin-extensions/time-tracking/ZeitkontenView'
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
  "/admin-extensions/components/DeviceApiKeyField#DeviceApiKeyField": DeviceApiKeyField_e5056c3a04f045e1d4b5245192552dba,
  "/admin-extensions/components/QuestionnaireLinkField#QuestionnaireLinkField": QuestionnaireLinkField_bbf11dc1eb29e8cd06d5ceed27c15b62,
  "/admin-extensions/components/FeedbackAnswersField#FeedbackAnswersField": FeedbackAnswersField_44243fe4e1c1f656d36c84b9f75d08ee,
  "/admin-extensions/notifications/OperationsStatus#OperationsStatus": OperationsStatus_a6b5e85002e99b444a31fe299060f585,
  "/admin-extensions/branding/Logo#AdminIcon": AdminIcon_aec4921644c2cfa587bc5ed54bcf18af,
  "/admin-extensions/branding/Logo#AdminLogo": AdminLogo_aec4921644c2cfa587bc5ed54bcf18af,
  "/admin-extensions/order-board/NavLink#OrderBoardNavLink": OrderBoardNavLink_b63f42d01364556f8886a6b74bdc1b04,
  "/admin-extensions/time-tracking/NavLinks#TimeTrackingNavLinks": TimeTrackingNavLinks_5febcb42d159f08e20d92438d0c41b69,
  "/admin-extensions/order-board/OrderBoardView#OrderBoardView": OrderBoardView_f354796988f48366d43ea6c86927544c,
  "/admin-extensions/time-tracking/StempeluhrView#StempeluhrView": StempeluhrView_d9aee23d10e014751e07b4cd68093e84,
  "/admin-extensions/time-tracking/ZeitkontenView#ZeitkontenView": ZeitkontenView_619c6bbe336a322ee307ad7c862e738c,
  "/admin-extensions/time-tracking/TerminalView#TerminalView": TerminalView_f01e2d357cf24af49a28b819d85e79f3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
