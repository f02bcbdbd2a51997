// The words of project messages. Quoted ones are the specification's, letter for letter
// (docs/spec/features.md §2.11, §2.12, §5, §8); the rest are ours.

export const messagesWording = {
  heading: 'Project Messages',
  maxSize: 'Max file upload size: 5MB',
  connecting: 'Connecting to chat...',
  loading: 'Loading Messages...',
  empty: 'No messages to show',
  closed: 'Messaging closed.',
  sendFailed: 'There was an error sending your message.',
  newMessagePlaceholder: 'New message...',
  newMessage: 'New message',
  cancel: 'Cancel',
  send: 'Send',
  list: 'Conversations',
  unread: 'Unread',
  messages: 'Messages',
  olderMessages: 'Load older messages',
  olderFailed: 'Older messages could not be loaded. Try again.',
  reply: 'Your message',
  replyPlaceholder: 'Write a message...',
  attach: 'Attach a file',
  remove: 'Remove',
  removeAttachment: (name: string) => `Remove ${name}`,
  close: 'Close',
  recipient: 'To',
  recipientPlaceholder: 'Choose who to message',
  recipientRequired: 'Choose who to message.',
  messageRequired: 'Write a message.',
  notParticipant: 'You are not part of this conversation.',
  you: 'You',
  formerMember: 'Former member',
  onlyYou: 'Only you',
  conversationWith: (names: string) => `Conversation with ${names}`,
} as const;

/** A message's or a conversation's time, e.g. 'Nov 24, 2026, 4:00 PM', in the viewer's timezone. */
export function formatMessageTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
