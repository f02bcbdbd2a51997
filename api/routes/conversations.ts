import { Router, type Request } from 'express';
import {
  messageFileBytes,
  messageFileExtensions,
  messageFileTooLarge,
  messageMaxLength,
} from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import {
  addMessage,
  conversationIdsFor,
  conversationMessages,
  conversationsWire,
  designRole,
  findConversation,
  findDesignPeople,
  findMessageFile,
  isConversationClosed,
  isParticipant,
  markSeen,
  mayReadConversation,
  mayStart,
  receiversFor,
  recipientsFor,
  startConversation,
  type DesignPeople,
  type DesignRole,
  type MessageFileInput,
  isMessageOf,
} from '../conversations.ts';
import type { Database } from '../db/database.ts';
import {
  forbidden,
  HttpError,
  idParam,
  notFound,
  validationError,
  type FieldErrors,
} from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { sniffImageType } from '../images.ts';
import { addError, bodyOf, withinLimit } from '../http/validate.ts';
import type { ConversationBroadcast } from '../realtime.ts';
import type { UserRow } from '../users.ts';

export { conversationMessages };

/** Room for the multipart boundaries, the part headers and the text around the file. */
const multipartAllowance = 64 * 1024 + messageMaxLength * 4;

const officeZip = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The media type of an attachment, from its name's extension and checked against its first bytes
 * (a .pdf must be a PDF, and so on); null when it is not one of the accepted kinds.
 */
export function messageFileType(name: string, bytes: Uint8Array): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!(messageFileExtensions as readonly string[]).includes(extension)) return null;
  const starts = (signature: string | number[]) => {
    const expected =
      typeof signature === 'string' ? [...signature].map((char) => char.charCodeAt(0)) : signature;
    return (
      bytes.length >= expected.length && expected.every((byte, index) => bytes[index] === byte)
    );
  };
  switch (extension) {
    case 'jpg':
    case 'jpeg':
    case 'png':
    case 'gif':
      return sniffImageType(bytes);
    case 'webp':
      return starts('RIFF') && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP'
        ? 'image/webp'
        : null;
    case 'pdf':
      return starts('%PDF-') ? 'application/pdf' : null;
    case 'doc':
      return starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ? 'application/msword' : null;
    case 'docx':
      return starts([0x50, 0x4b, 0x03, 0x04]) ? officeZip : null;
    case 'rtf':
      return starts('{\\rtf') ? 'application/rtf' : null;
    default: {
      // txt: UTF-8 text, no NUL bytes.
      if (bytes.includes(0)) return null;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return 'text/plain';
      } catch {
        return null;
      }
    }
  }
}

const tooLarge = () =>
  new HttpError(413, { message: messageFileTooLarge, errors: { file: [messageFileTooLarge] } });
const malformed = () => validationError({ file: ['The request is not a valid form.'] });

interface MessageInput {
  text: string;
  files: MessageFileInput[];
}

/** The message text (trimmed) and the file of a multipart or JSON body, checked. */
async function readMessageInput(
  req: Request,
  res: { set: (field: string, value: string) => unknown },
): Promise<MessageInput> {
  const errors: FieldErrors = {};
  let rawText: unknown;
  const files: MessageFileInput[] = [];
  if (req.is('multipart/form-data')) {
    const form = await readMultipartForm(req, res, {
      limit: messageFileBytes + multipartAllowance,
      tooLarge,
      malformed,
    });
    rawText = form.get('message') ?? undefined;
    const parts = form.getAll('file').filter((part) => typeof part !== 'string' && part.size > 0);
    if (parts.length > 1) addError(errors, 'file', conversationMessages.oneFile);
    const file = parts[0];
    if (file && typeof file !== 'string' && parts.length === 1) {
      if (file.size >= messageFileBytes) addError(errors, 'file', messageFileTooLarge);
      else {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const contentType = messageFileType(file.name, bytes);
        if (!contentType) addError(errors, 'file', conversationMessages.fileType);
        else files.push({ name: file.name.slice(0, 255), contentType, bytes });
      }
    }
  } else {
    rawText = bodyOf(req.body).message;
  }
  let text = '';
  if (rawText !== undefined && rawText !== null) {
    if (typeof rawText !== 'string') addError(errors, 'message', 'The message must be a string.');
    else text = rawText.trim();
  }
  withinLimit(errors, 'message', text.length, messageMaxLength, 'characters');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { text, files };
}

interface DesignAccess {
  viewer: UserRow;
  people: DesignPeople;
  role: DesignRole;
}

/** 401 without a session, 404 for an unknown design, 403 for someone not on it. */
async function requireDesignAccess(db: Database, req: Request): Promise<DesignAccess> {
  const { user } = await requireSession(db, req);
  const designId = idParam(req.params.id, conversationMessages.designNotFound);
  const people = await findDesignPeople(db, designId);
  if (!people) throw notFound(conversationMessages.designNotFound);
  const role = designRole(people, user);
  if (!role) throw forbidden(conversationMessages.notOnDesign);
  return { viewer: user, people, role };
}

/** Project messages: the conversations of a design (docs/api/messages.md). */
export function conversationRoutes(db: Database, broadcast: ConversationBroadcast): Router {
  const router = Router();

  router.get('/designs/:id/recipients', async (req, res) => {
    const { viewer, people, role } = await requireDesignAccess(db, req);
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: await recipientsFor(db, people, viewer, role) });
  });

  router.get('/designs/:id/conversations', async (req, res) => {
    const { viewer, people, role } = await requireDesignAccess(db, req);
    const ids = await conversationIdsFor(db, people.id, viewer, role);
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: await conversationsWire(db, ids) });
  });

  router.post('/designs/:id/conversations', async (req, res) => {
    const { viewer, people, role } = await requireDesignAccess(db, req);
    if (!mayStart(role)) throw forbidden(conversationMessages.mayNotStart);
    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    const allowed = receiversFor(people, role);
    allowed.delete(viewer.id);
    const receivers: number[] = [];
    if (body.receivers === undefined || body.receivers === null) {
      addError(errors, 'receivers', 'The receivers field is required.');
    } else if (!Array.isArray(body.receivers)) {
      addError(errors, 'receivers', 'The receivers must be a list.');
    } else if (body.receivers.length === 0) {
      addError(errors, 'receivers', 'The receivers field is required.');
    } else {
      for (const [index, raw] of (body.receivers as unknown[]).entries()) {
        const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
        if (typeof id !== 'number' || !allowed.has(id)) {
          addError(errors, `receivers.${index}`, conversationMessages.receiverInvalid);
        } else if (!receivers.includes(id)) receivers.push(id);
      }
    }
    const message = body.message;
    let text = '';
    if (
      message === undefined ||
      message === null ||
      (typeof message === 'string' && !message.trim())
    ) {
      addError(errors, 'message', 'The message field is required.');
    } else if (typeof message !== 'string') {
      addError(errors, 'message', 'The message must be a string.');
    } else {
      text = message.trim();
      withinLimit(errors, 'message', text.length, messageMaxLength, 'characters');
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const id = await startConversation(db, people.id, viewer.id, receivers, text);
    const conversation = (await conversationsWire(db, [id]))[0]!;
    await broadcast.conversationStarted(conversation);
    res.status(201).json({ data: conversation });
  });

  router.get('/designs/:id/conversations/:conversation', async (req, res) => {
    const { viewer, people, role } = await requireDesignAccess(db, req);
    const conversationId = idParam(
      req.params.conversation,
      conversationMessages.conversationNotFound,
    );
    const conversation = await findConversation(db, people.id, conversationId);
    if (!conversation) throw notFound(conversationMessages.conversationNotFound);
    if (!(await mayReadConversation(db, conversation.id, viewer.id, role))) {
      throw forbidden(conversationMessages.notInConversation);
    }
    let beforeId: number | null = null;
    const before = req.query.before;
    if (before !== undefined && before !== '') {
      const id = typeof before === 'string' && /^\d{1,9}$/.test(before) ? Number(before) : 0;
      if (!(await isMessageOf(db, id, conversation.id))) {
        throw validationError({ before: [conversationMessages.beforeInvalid] });
      }
      beforeId = id;
    }
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: (await conversationsWire(db, [conversation.id], { beforeId }))[0] });
  });

  router.post('/designs/:id/conversations/:conversation', async (req, res) => {
    const { viewer, people } = await requireDesignAccess(db, req);
    const conversationId = idParam(
      req.params.conversation,
      conversationMessages.conversationNotFound,
    );
    const conversation = await findConversation(db, people.id, conversationId);
    if (!conversation) throw notFound(conversationMessages.conversationNotFound);
    // Admins read every conversation of a design, but write only in their own (features.md §4).
    if (!(await isParticipant(db, conversation.id, viewer.id))) {
      throw forbidden(conversationMessages.notInConversation);
    }
    const input = await readMessageInput(req, res);
    if (!input.text && input.files.length === 0) {
      res.json({ data: await markSeen(db, conversation.id, viewer.id) });
      return;
    }
    if (isConversationClosed(conversation)) throw forbidden(conversationMessages.closed);
    const message = await db.transaction((tx) =>
      addMessage(tx, conversation.id, viewer.id, input.text, input.files),
    );
    broadcast.messageCreated(message);
    res.status(201).json({ data: message });
  });

  router.get('/message-files/:key', async (req, res) => {
    const key = req.params.key;
    const file = /^[\w-]{32}$/.test(key) ? await findMessageFile(db, key) : null;
    if (!file) throw notFound('File not found');
    const asciiName = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res.set({
      'Content-Type': file.content_type,
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(Buffer.from(file.bytes));
  });

  return router;
}
