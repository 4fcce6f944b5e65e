import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import esAR from '../../../locales/es-AR.json';
import kkKZ from '../../../locales/kk-KZ.json';
import ruRU from '../../../locales/ru-RU.json';
import { createTranslator, type Messages } from '../../shared/i18n';
import { classifySignIn, RECOVERY_TEXT, recoveryOutcome, registrationFailure, SIGN_IN_TEXT } from './outcomes';

const en = createTranslator('en-US', enUS as Messages).t;
const ru = createTranslator('ru-RU', ruRU as Messages).t;
const es = createTranslator('es-AR', esAR as Messages).t;
const kk = createTranslator('kk-KZ', kkKZ as Messages).t;
const ok = { jwt: 'x.y.z', user_id: 'u1', roles: { volunteer: true } };

describe('docs/product.md §8 auth rows: states and exact texts', () => {
  it('401 on password login → credentials-error', () => {
    expect(classifySignIn(401, { error: {} })).toBe('credentials-error');
    const state = 'credentials-error' as const;
    expect(en(SIGN_IN_TEXT[state])).toBe('Incorrect login or password. Please check your credentials and try again.');
    expect(ru(SIGN_IN_TEXT[state])).toBe('Неверный логин или пароль. Проверьте введённые данные и попробуйте снова.');
  });

  it('any other login error → server-error', () => {
    for (const status of [0, 400, 403, 429, 500, 502]) expect(classifySignIn(status, null)).toBe('server-error');
    expect(en(SIGN_IN_TEXT['server-error'])).toBe('An error occurred during sign-in. Please try again later.');
    expect(es(SIGN_IN_TEXT['server-error'])).toBe('Ocurrió un error al iniciar sesión. Intentá de nuevo más tarde.');
  });

  it('a reply without jwt or user id → server-error; with no known role → credentials-error', () => {
    expect(classifySignIn(200, { ...ok, jwt: undefined })).toBe('server-error');
    expect(classifySignIn(200, { ...ok, user_id: '' })).toBe('server-error');
    expect(classifySignIn(200, { ...ok, roles: { legacy: true } })).toBe('credentials-error');
    expect(classifySignIn(200, { ...ok, roles: {} })).toBe('credentials-error');
    expect(classifySignIn(200, ok)).toBe('ok');
  });

  it('recovery: success flag false or absent → not found; request error → failed', () => {
    expect(recoveryOutcome(200, { success: true })).toBe('sent');
    expect(recoveryOutcome(200, { success: false })).toBe('not-found');
    expect(recoveryOutcome(200, {})).toBe('not-found');
    expect(recoveryOutcome(500, null)).toBe('error');
    expect(recoveryOutcome(null, null)).toBe('error');
    expect(en(RECOVERY_TEXT['not-found'])).toBe('E-mail not found. Please check entered address.');
    expect(kk(RECOVERY_TEXT['not-found'])).toBe('E-mail табылмады. Енгізілген мекенжайды тексеріңіз.');
    expect(en(RECOVERY_TEXT.error)).toBe('An error occurred while resetting the password. Please try again later.');
    expect(ru(RECOVERY_TEXT.error)).toBe('При восстановлении пароля произошла ошибка. Попробуйте позже.');
  });

  it('registration: existing e-mail hides try-again; corporate, regular and other failures have their texts', () => {
    const exists = registrationFailure(409, 'user_exists', false);
    expect(exists.tryAgain).toBe(false);
    expect(en(exists.key)).toBe('User with the entered email already exists');
    expect(ru(exists.key)).toBe('Пользователь с указанным email уже зарегистрирован');
    const corporate = registrationFailure(500, 'internal', true);
    expect(corporate.tryAgain).toBe(true);
    expect(en(corporate.key)).toBe(
      'An error occurred while sending a request for your registration as a corporate user. Please try again later.',
    );
    expect(es(corporate.key)).toBe(
      'Ocurrió un error al enviar tu solicitud de registro como usuario corporativo. Intentá de nuevo más tarde.',
    );
    const regular = registrationFailure(503, null, false);
    expect(en(regular.key)).toBe('An error occurred while registering you as a regular user. Please try again later.');
    expect(kk(regular.key)).toBe(
      'Қарапайым пайдаланушы ретінде тіркелу кезінде қате орын алды. Кейінірек қайталап көріңіз.',
    );
    const other = registrationFailure(null, null, true);
    expect(en(other.key)).toBe('An error occurred while sending the request. Please try again later.');
    expect(ru(other.key)).toBe('При отправке запроса произошла ошибка. Попробуйте позже.');
  });

  it('session expiry and the logout question', () => {
    expect(en('auth.session.expired')).toBe('Session has expired. Please log in again.');
    expect(en('auth.logout.confirm')).toBe('Are you sure you want to log out?');
    expect(ru('auth.logout.confirm')).toBe('Вы уверены, что хотите выйти?');
  });
});
