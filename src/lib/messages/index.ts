export {
  defaultMessageDuration,
  isMessageKey,
  messageCatalogue,
  messageFlashDelay,
  messageKeys,
  messageStatuses,
  type CatalogueEntry,
  type MessageKey,
  type MessageStatus,
} from './catalogue.ts';
export {
  createNotificationStore,
  messageGuid,
  resolveNotifyInput,
  type Notification,
  type NotificationStore,
  type NotificationStoreOptions,
  type Notify,
  type NotifyInput,
} from './notificationStore.ts';
export { NotificationProvider, useNotifications, useNotify } from './NotificationProvider.tsx';
