import { Router } from 'express';
import type {
  AccountWire,
  AddressWire,
  CoachPropertyWire,
  CoachWire,
  DataResponse,
} from '#src/lib/api/types.ts';
import { currentSession, mayActFor, requireActingFor, type Session } from '../auth/currentUser.ts';
import { loadCoachProfile, toCoachWire, type CoachProfileChange } from '../coaches.ts';
import type { Database } from '../db/database.ts';
import { idParam, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import {
  addError,
  bodyOf,
  queryIds,
  requireEmail,
  requireString,
  requireTimeZone,
} from '../http/validate.ts';
import { isStoredImage } from '../images.ts';
import {
  coachNames,
  findUserByEmail,
  findUserById,
  toAccountWire,
  updateAccount,
  type UserRow,
} from '../users.ts';

/**
 * An account as its owner (or an admin) sees it: the account and the coaching profile's fields (empty
 * lists for someone who is not a coach).
 */
export type AccountProfileWire = AccountWire &
  Omit<CoachWire, 'images'> & {
    images: AccountWire['images'] & CoachWire['images'];
  };

async function toAccountProfileWire(
  db: Database,
  user: UserRow,
  session: Session,
): Promise<AccountProfileWire> {
  const own = session.user.id === user.id;
  const account = toAccountWire(user, {
    impersonated: own && session.impersonated,
    impersonatorId: own ? session.impersonatorId : null,
  });
  const coach = toCoachWire(user, await loadCoachProfile(db, user.id));
  return { ...coach, ...account, images: { ...coach.images, ...account.images } };
}

const notCoachMessage = 'Only coaches have a coaching profile.';
const maxProperties = 50;
const maxAddresses = 10;

/** `properties` of PUT /users/{id}: [{ name, property }], errors keyed like `properties.0.name`. */
function readProperties(errors: FieldErrors, raw: unknown): CoachPropertyWire[] {
  if (!Array.isArray(raw)) {
    addError(errors, 'properties', 'The properties must be a list.');
    return [];
  }
  if (raw.length > maxProperties) {
    addError(
      errors,
      'properties',
      `The properties must not have more than ${maxProperties} items.`,
    );
    return [];
  }
  return raw.map((entry, index) => {
    const item = bodyOf(entry);
    const nameErrors: FieldErrors = {};
    const name = requireString(nameErrors, item, 'name', { max: 64 });
    for (const message of nameErrors.name ?? []) {
      addError(errors, `properties.${index}.name`, message);
    }
    const property = item.property ?? '';
    if (typeof property !== 'string') {
      addError(errors, `properties.${index}.property`, 'The property must be a string.');
    } else if (property.length > 10_000) {
      addError(
        errors,
        `properties.${index}.property`,
        'The property must not be greater than 10000 characters.',
      );
    }
    const id = typeof item.id === 'number' && Number.isSafeInteger(item.id) ? item.id : undefined;
    return {
      ...(id !== undefined ? { id } : {}),
      name,
      property: typeof property === 'string' ? property.trim() : '',
    };
  });
}

/** `addresses` of PUT /users/{id}: [{ city, state }], blank parts stored as null. */
function readAddresses(errors: FieldErrors, raw: unknown): AddressWire[] {
  if (!Array.isArray(raw)) {
    addError(errors, 'addresses', 'The addresses must be a list.');
    return [];
  }
  if (raw.length > maxAddresses) {
    addError(errors, 'addresses', `The addresses must not have more than ${maxAddresses} items.`);
    return [];
  }
  return raw.map((entry, index) => {
    const item = bodyOf(entry);
    const part = (field: 'city' | 'state'): string | null => {
      const value = item[field];
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string' || value.length > 255) {
        addError(
          errors,
          `addresses.${index}.${field}`,
          `The ${field} must be a string of at most 255 characters.`,
        );
        return null;
      }
      return value.trim() || null;
    };
    return { city: part('city'), state: part('state') };
  });
}

interface UserChange {
  account: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'timezone' | 'avatar'>>;
  profile: CoachProfileChange;
}

/** The fields of PUT /users/{id} that are present, checked; 422 with every error otherwise. */
async function readUserChange(
  db: Database,
  target: UserRow,
  body: Record<string, unknown>,
): Promise<UserChange> {
  const errors: FieldErrors = {};
  const has = (field: string) => body[field] !== undefined;
  const account: UserChange['account'] = {};
  const profile: CoachProfileChange = {};

  if (has('first_name')) account.first_name = requireString(errors, body, 'first_name');
  if (has('last_name')) account.last_name = requireString(errors, body, 'last_name');
  if (has('email')) {
    account.email = requireEmail(errors, body);
    const owner = errors.email ? null : await findUserByEmail(db, account.email);
    if (owner && owner.id !== target.id)
      addError(errors, 'email', 'The email has already been taken.');
  }
  if (has('timezone')) account.timezone = requireTimeZone(errors, body);
  if (has('images')) {
    const avatar = bodyOf(bodyOf(body.images).avatar);
    if (avatar.image !== undefined) {
      const image = avatar.image;
      // Any image this API stored, or the one the account already has (a form sends it back as is).
      if (image === null) account.avatar = null;
      else if (
        typeof image === 'string' &&
        (image === target.avatar || (await isStoredImage(db, image)))
      ) {
        account.avatar = image;
      } else {
        addError(
          errors,
          'images.avatar.image',
          'The avatar must be an image uploaded with POST /images.',
        );
      }
    }
  }

  const coachFields = ['properties', 'addresses', 'coach_zoom_only'].filter(has);
  if (coachFields.length > 0 && !target.coach) {
    for (const field of coachFields) addError(errors, field, notCoachMessage);
  } else {
    if (has('properties')) profile.properties = readProperties(errors, body.properties);
    if (has('addresses')) profile.addresses = readAddresses(errors, body.addresses);
    if (has('coach_zoom_only')) {
      if (typeof body.coach_zoom_only === 'boolean') profile.coach_zoom_only = body.coach_zoom_only;
      else addError(errors, 'coach_zoom_only', 'The coach zoom only field must be true or false.');
    }
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { account, profile };
}

/**
 * Users: the public 'names' lookup (docs/spec/features.md: coach ids → first and last name), a designer's
 * public profile, and a person's own account and coaching profile. Visitors only ever get designers'
 * public fields, so these routes cannot be used to list customers or e-mail addresses.
 */
export function userRoutes(db: Database): Router {
  const router = Router();

  router.get('/users', async (req, res) => {
    const ids = queryIds(req.query);
    if (ids.length === 0) {
      res.json({ data: [] });
      return;
    }
    res.json({ data: await coachNames(db, ids) });
  });

  /**
   * A coach's public profile, to anyone (inactive coaches too: the site answers 403 for them). The
   * person themself and admins get the whole account; anyone else gets 404 for a non-coach.
   */
  router.get('/users/:id', async (req, res) => {
    const id = idParam(req.params.id, 'User not found');
    const user = await findUserById(db, id);
    if (!user) throw notFound('User not found');
    const session = await currentSession(db, req);
    if (session && mayActFor(session.user, id)) {
      res.set('Cache-Control', 'private, no-store');
      const body: DataResponse<AccountProfileWire> = {
        data: await toAccountProfileWire(db, user, session),
      };
      res.json(body);
      return;
    }
    if (!user.coach) throw notFound('User not found');
    const body: DataResponse<CoachWire> = {
      data: toCoachWire(user, await loadCoachProfile(db, user.id)),
    };
    res.json(body);
  });

  /** The person's own account fields and, for coaches, the coaching profile: only the fields sent. */
  router.put('/users/:id', async (req, res) => {
    const id = idParam(req.params.id, 'User not found');
    const session = await requireActingFor(db, req, id);
    const target = await findUserById(db, id);
    if (!target) throw notFound('User not found');
    const { account, profile } = await readUserChange(db, target, bodyOf(req.body));

    await updateAccount(db, id, account, profile);

    const updated = (await findUserById(db, id))!;
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<AccountProfileWire> = {
      data: await toAccountProfileWire(db, updated, session),
    };
    res.json(body);
  });

  return router;
}
