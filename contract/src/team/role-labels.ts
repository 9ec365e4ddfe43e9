import type { Permission, Role } from './roles.ts';

// How the console and the e-mails name the roles and what each permission lets a member do.
export const roleLabels: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  administrator: 'Administrator',
  editor: 'Editor',
  support: 'Support',
};

export const permissionLabels: Readonly<Record<Permission, string>> = {
  readUsers: 'See users, their records and the trash',
  approveBusinessUsers: 'Approve business users and retry their e-mails',
  deleteUsers: 'Delete users, restore them from the trash, delete forever',
  manageSignIn: "Disable and enable users' sign-in, sign them out everywhere, remove their second factors",
  sendAccountEmails: 'Send users a password reset or e-mail verification link',
  readFeedback: 'See feedback and the schedule',
  approveFeedback: 'Approve feedback and schedule a date',
  editContent: "Edit both websites' content and images, restore their history",
  manageWorkout: 'Search videos and send them to the workout library',
  readActivity: 'See the Activity log and undo from it',
  runMaintenance: 'Run the cleanup',
  manageTeam:
    "Invite, change and remove team members, reset their second factor; set the team's idle sign-out, longest session and second-factor requirement",
  manageOwnAccount: 'Their own account: its second factor, sign out everywhere',
};
