/**
 * The error texts of users: sign-up, login, tokens, passwords, invitations and
 * profiles (document 1).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const userMessages = {
  // Document 1, verbatim.
  signUpNotAllowed: 'User is not allowed to create a password.', // seed
  signUpNotInvited: 'User is not invited or invitation is processed or invitation is expired.', // seed
  loginOnHold: 'User is not allowed to access provided customer', // seed
  loginOnHoldReason: 'User is not associated with any active organization.', // seed
  loginForbidden: "User doesn't exist or user is not allowed to provided workspace.", // seed
  resetLinkInvalid: 'Reset password link either not valid or it is already processed.', // seed
  emailNotFound: 'The email is not available in the system.', // seed
  profileImageTooLarge: 'Profile image should not be more than 3 MB', // seed
  invalidSortBy: 'Invalid sortBy value.', // seed
  userNotInOrganization: "User doesn't exist or user is not part of the Organization.", // seed

  // Gaps the seeds leave (spec/DECISIONS.md).
  inviteHashInvalid: 'Invite hash is not valid.',
  resetHashInvalid: 'Reset password link is not valid.',
  resetHashProcessed: 'Reset password link is already processed.',
  resetHashExpired: 'Reset password link has expired.',
  profileImageNotImage: 'Profile image must be an image file.',
  profileImageNotRaster: 'Profile image must be a PNG, JPEG, GIF or WebP image.',
  oldPasswordWrong: 'Old password is not correct.',
  passwordUnchanged: 'New password must differ from the old password.',
  refreshTokenInvalid: 'Refresh token is invalid, expired or revoked.',
  authorizationCodeInvalid: 'Authorization code is invalid or expired.',
  badCredentials: 'Bad credentials.',
  alreadyMember: 'User is already a member of this workspace.',
  invalidAppIds: 'appIds names an application that does not exist.',
  invalidStatusTransition: 'User status cannot be changed to the requested value.',
  cannotChangeOwnStatus: 'Users cannot change their own status.',
  cannotChangeOwnerStatus: 'The status of the organization owner cannot be changed.',
} as const;
