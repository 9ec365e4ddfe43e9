// The console's page an invitation links to, with the invitee's uid and the secret as query parameters.
export const acceptInvitationRoute = '/accept_invitation';

export function invitationLink(consoleOrigin: string, uid: string, token: string): string {
  return `${consoleOrigin}${acceptInvitationRoute}?member=${encodeURIComponent(uid)}&token=${encodeURIComponent(token)}`;
}
