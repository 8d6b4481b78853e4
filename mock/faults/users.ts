/** Breaches of users (document 1): login, sign-up, invitations and the users list. */
import { ApiError } from '../core/toolkit/errors.ts';
import { findUserByEmail, homeMembership, tokenResponse } from '../domains/users/index.ts';
import { clampPageSize, rewriteAnswer, wrapHandler, type Breach } from './breach.ts';

export const userBreaches: Breach[] = [
  {
    id: 'users.login-answers-201',
    domain: 'users',
    caughtIn: 'users/users-list.test.ts',
    kind: 'wrong status',
    does: 'answers a successful login with 201 instead of 200',
    plant: (site) =>
      rewriteAnswer(site, 'login', (answer) => {
        if (answer.status === 200) answer.status = 201;
      }),
  },
  {
    id: 'users.login-without-owid',
    domain: 'users',
    caughtIn: 'users/users-list.test.ts',
    kind: 'missing required field',
    does: 'leaves owId out of the login token response',
    plant: (site) =>
      rewriteAnswer(site, 'login', (answer) => {
        if (answer.status === 200) delete answer.body.data.owId;
      }),
  },
  {
    id: 'users.login-refusal-says-success',
    domain: 'users',
    caughtIn: 'users/login.test.ts',
    kind: 'success true on error',
    does: 'answers a refused login with success: true',
    plant: (site) =>
      rewriteAnswer(site, 'login', (answer) => {
        if (answer.status >= 400) answer.body.success = true;
      }),
  },
  {
    id: 'users.sign-up-without-invitation',
    domain: 'users',
    caughtIn: 'users/sign-up.test.ts',
    kind: 'rule not enforced',
    does: 'lets a registered user sign up without a pending invitation, setting their password',
    plant: (site) =>
      wrapHandler(site, 'signUp', (real) => async (ctx) => {
        try {
          return await real(ctx);
        } catch (error) {
          const { world } = ctx.state;
          const user = findUserByEmail(world, ctx.body.email);
          const home = user && homeMembership(world, user.userId);
          if (!(error instanceof ApiError) || !user || !home) throw error;
          user.password = ctx.body.password;
          return tokenResponse(ctx.state.sessions.issue(user.userId, home.owId, ctx.now), ctx.now);
        }
      }),
  },
  {
    id: 'users.list-page-size-unbounded',
    domain: 'users',
    caughtIn: 'users/users-list.test.ts',
    kind: 'limit not enforced',
    does: 'accepts a users-list page size over 1000 (serving 1000 rows)',
    plant: (site) => clampPageSize(site, 'listUsers', ['limit']),
  },
  {
    id: 'users.list-total-off-by-one',
    domain: 'users',
    caughtIn: 'users/users-list.test.ts',
    kind: 'paging totals disagree',
    does: 'counts one user more in totalRecords than the list holds',
    plant: (site) =>
      rewriteAnswer(site, 'listUsers', (answer) => {
        if (answer.status === 200) answer.body.data.totalRecords += 1;
      }),
  },
  {
    id: 'users.invite-error-without-field',
    domain: 'users',
    caughtIn: 'users/invite.test.ts',
    kind: 'error without its field',
    deviation: true,
    does: 'refuses a bad invitation without naming the field at fault',
    plant: (site) =>
      rewriteAnswer(site, 'inviteUsers', (answer) => {
        if (answer.status !== 400 && answer.status !== 422) return;
        for (const error of answer.body.errorObjects ?? []) delete error.field;
        delete answer.body.field;
      }),
  },
];
