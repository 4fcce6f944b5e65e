import { Hono, type Context } from 'hono';
import { issueText } from '../../ui/shared/schemas/rules';
import { pickStrings, validateWith, type FieldErrors } from '../../ui/shared/schemas/form-fields';
import { phoneCountryCodes } from '../../ui/shared/phone-plan';
import { PROFILE_IMAGE_MAX_BYTES } from '../../ui/shared/profile-fields';
import { toStoredPhone, validatePersonal } from '../../ui/shared/schemas/profile';
import { orgContacts, validateOrg } from '../../ui/shared/schemas/profile-org';
import { emailChangeSchema, emailConfirmSchema, passwordChangeSchema } from '../../ui/shared/schemas/profile-security';
import { ledgerPage } from '../data/ledger';
import { cancelPending } from '../data/profile-email';
import { findOrganisationProfile, updateOrganisation, updatePersonal } from '../data/profile';
import type { AppEnv } from '../env';
import { requireRole, requireSession, requireUser } from '../lib/auth';
import { AppError } from '../lib/errors';
import { clientAddress } from '../services/rate-limit';
import { pageParam, parseOr400, readBody } from '../lib/validation';
import { scheduleDelivery } from '../services/auth/delivery';
import { loadProfile, sessionUserPatch } from '../services/profile-read';
import { replaceAvatar, replaceOrganisationLogo } from '../services/profile-media';
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  type SecurityContext,
} from '../services/profile-security';
import { mailOrigin } from '../lib/mail-origin';
import { endSocketSessions } from '../services/socket-sessions';

/**
 * /api/profile/…: the signed-in user's own data. Every input is checked with the shared
 * schemas; failures are `{ error: { code, message } }` (validation adds localized `fields`) and
 * change nothing. Decisions: docs/decisions/031–033.
 */
export const profileApi = new Hono<AppEnv>();
type Ctx = Context<AppEnv>;
const noStore = { 'cache-control': 'no-store' };

const taxId = (c: Ctx) => c.get('i18n').t(`validation.taxIdName.${c.get('edition').taxIdName}`);
const allowedCountries = (c: Ctx) => phoneCountryCodes(c.get('edition'));

/** A 400 naming every bad field, localized; `message` is the first field's text. Nothing was written. */
function validationError(c: Ctx, errors: FieldErrors): Response {
  const t = c.get('i18n').t;
  const extra = { taxId: taxId(c) };
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => issueText(m, t, extra))]),
  );
  const message = Object.values(fields)[0]?.[0] ?? t('errors.badRequest');
  return c.json({ error: { code: 'validation_failed', message, fields } }, 400, noStore);
}

function securityContext(c: Ctx): SecurityContext {
  return {
    db: c.env.DB,
    address: clientAddress((name) => c.req.header(name)),
    edition: c.get('edition'),
    locale: c.get('locale'),
    origin: mailOrigin(c),
  };
}

profileApi.get('/', async (c) => {
  const user = requireUser(c);
  return c.json(await loadProfile(c.env.DB, user), 200, noStore);
});

async function savePersonal(c: Ctx) {
  const user = requireUser(c);
  const result = validatePersonal(await readBody(c), allowedCountries(c));
  if (!result.ok) return validationError(c, result.errors);
  const phone = toStoredPhone(result.value.phoneCountry, result.value.phone);
  if (!(await updatePersonal(c.env.DB, user.id, { name: result.value.name, phone })))
    throw new AppError(401, 'unauthorized', 'auth.errors.unauthorized');
  return c.json(
    { ok: true, detail: c.get('i18n').t('profile.edit.saved'), user: await sessionUserPatch(c.env.DB, user.id) },
    200,
    noStore,
  );
}
profileApi.put('/personal', savePersonal);
profileApi.post('/personal', savePersonal);

/** Image bytes from a multipart `file` field or a raw body; oversized bodies are refused unread. */
async function uploadedBytes(c: Ctx): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > PROFILE_IMAGE_MAX_BYTES + 64 * 1024) {
    throw new AppError(413, 'image_too_large', 'profile.media.errors.too_large', {
      mb: PROFILE_IMAGE_MAX_BYTES / 1024 / 1024,
    });
  }
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const file = (await c.req.formData().catch(() => null))?.get('file');
    if (!file || typeof file === 'string') throw new AppError(422, 'image_empty', 'profile.media.errors.empty');
    return new Uint8Array(await file.arrayBuffer());
  }
  return new Uint8Array(await c.req.arrayBuffer());
}

profileApi.post('/avatar', async (c) => {
  const user = requireUser(c);
  const url = await replaceAvatar(c.env, user.id, await uploadedBytes(c));
  return c.json({ ok: true, imageUrl: url, user: await sessionUserPatch(c.env.DB, user.id) }, 200, noStore);
});
profileApi.delete('/avatar', async (c) => {
  const user = requireUser(c);
  await replaceAvatar(c.env, user.id, null);
  return c.json({ ok: true, imageUrl: null, user: await sessionUserPatch(c.env.DB, user.id) }, 200, noStore);
});

/** The organisation of a corporate user (event creator or point owner), else 403. */
function requireOrganisation(c: Ctx): { userId: string; orgId: string } {
  const user = requireUser(c);
  const corporate = user.roles.includes('charityEventsCreator') || user.roles.includes('recyclingPointsCreator');
  if (!corporate || !user.orgId) throw new AppError(403, 'forbidden', 'auth.errors.forbidden');
  return { userId: user.id, orgId: user.orgId };
}

async function saveOrganisation(c: Ctx) {
  const { userId, orgId } = requireOrganisation(c);
  const body = await readBody(c);
  const result = validateOrg(body, allowedCountries(c));
  if (!result.ok) return validationError(c, result.errors);
  const form = result.value;
  const saved = await updateOrganisation(
    c.env.DB,
    orgId,
    { name: form.name, fullName: form.fullName, tin: form.tin, address: form.address, contacts: orgContacts(form) },
    userId,
  );
  if (!saved.saved) throw new AppError(404, 'not_found', 'errors.notFoundShort');
  const organisation = await findOrganisationProfile(c.env.DB, orgId);
  // A new name, full name or tax id waits for a manager (docs/decisions/128): say so.
  const t = c.get('i18n').t;
  const detail = saved.identityPending
    ? t('profile.org.pendingReview', { taxId: t(`validation.taxIdName.${c.get('edition').taxIdName}`) })
    : t('profile.org.saved');
  return c.json({ ok: true, detail, organisation, user: await sessionUserPatch(c.env.DB, userId) }, 200, noStore);
}
profileApi.put('/organisation', saveOrganisation);
profileApi.post('/organisation', saveOrganisation);

profileApi.post('/organisation/logo', async (c) => {
  const { userId, orgId } = requireOrganisation(c);
  const url = await replaceOrganisationLogo(c.env, orgId, await uploadedBytes(c), userId);
  return c.json({ ok: true, logoUrl: url, user: await sessionUserPatch(c.env.DB, userId) }, 200, noStore);
});
profileApi.delete('/organisation/logo', async (c) => {
  const { userId, orgId } = requireOrganisation(c);
  await replaceOrganisationLogo(c.env, orgId, null, userId);
  return c.json({ ok: true, logoUrl: null, user: await sessionUserPatch(c.env.DB, userId) }, 200, noStore);
});

profileApi.post('/password', async (c) => {
  const { user, session } = requireSession(c);
  const parsed = validateWith(
    passwordChangeSchema,
    pickStrings(await readBody(c), ['currentPassword', 'password', 'repeatPassword']),
  );
  if (!parsed.ok) return validationError(c, parsed.errors);
  const input = parsed.value;
  const { mailId, endedSessions } = await changePassword(
    securityContext(c),
    { userId: user.id, sessionId: session.id },
    input,
  );
  // Every other session ended: so do its sockets (this session's stay, like its cookie).
  await endSocketSessions(c.env, user.id, null, session.id);
  scheduleDelivery(c, mailId);
  return c.json({ ok: true, endedSessions, detail: c.get('i18n').t('profile.security.passwordChanged') }, 200, noStore);
});

profileApi.post('/email', async (c) => {
  const user = requireUser(c);
  const parsed = validateWith(emailChangeSchema, pickStrings(await readBody(c), ['email', 'password']));
  if (!parsed.ok) return validationError(c, parsed.errors);
  const input = parsed.value;
  const { pendingEmail, mailIds } = await requestEmailChange(securityContext(c), user.id, input);
  for (const id of mailIds) scheduleDelivery(c, id);
  return c.json(
    { ok: true, pendingEmail, detail: c.get('i18n').t('profile.security.emailSent', { email: pendingEmail }) },
    200,
    noStore,
  );
});
profileApi.delete('/email', async (c) => {
  const user = requireUser(c);
  await cancelPending(c.env.DB, user.id);
  return c.json({ ok: true, pendingEmail: null }, 200, noStore);
});

/** The link's confirmation: no session needed (the link may be opened on another device). */
profileApi.post('/email/confirm', async (c) => {
  const { token } = parseOr400(emailConfirmSchema, await readBody(c));
  const { email, mailId } = await confirmEmailChange(securityContext(c), token);
  scheduleDelivery(c, mailId);
  return c.json({ ok: true, email, detail: c.get('i18n').t('profile.security.emailChanged', { email }) }, 200, noStore);
});

profileApi.get('/balance', async (c) => {
  const user = requireRole(c, 'user');
  return c.json(await ledgerPage(c.env.DB, user.id, pageParam(c.req.query('page'))), 200, noStore);
});
