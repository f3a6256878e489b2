/** What other parts of the app may use of the CRM webhook on the server; everything else is internal to it. */
export { listCrmDeliveries, retryCrmDelivery, CRM_MESSAGES } from "./crm-admin.server";
export type { CrmDeliveryListRow } from "./crm-admin.server";
export { deleteCrmDeliveriesSettledBefore } from "./crm-retention.server";
export { startCrmSender } from "./crm-sender.server";
export { deliverDueCrmEvents } from "./deliver-crm-events.server";
export { queueCrmEvent } from "./queue-crm-event.server";
export { verifySignature, SIGNATURE_HEADER } from "./webhook-signature";
