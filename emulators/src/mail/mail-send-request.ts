import { z } from 'zod';
import { fieldError, generalError, type SendGridError } from './sendgrid-errors.ts';

// SendGrid's wording for the errors clients commonly meet, so logs read as in production; the rarer ones follow
// the same style.
const messages = {
  body: 'Bad Request',
  personalizations: 'The personalizations field is required and must have at least one personalization.',
  personalizationsLimit: 'The personalizations field is limited to 1000 personalizations per request.',
  to: 'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
  address: 'Does not contain a valid address.',
  name: 'The name of an email address must be a string.',
  recipientList: 'The cc and bcc fields must be arrays of email objects.',
  personalizationSubject: 'The subject of a personalization must be a string.',
  dynamicTemplateData: 'The dynamic_template_data field must be an object.',
  from: 'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.',
  fromEmail: 'The from email does not contain a valid address.',
  subject:
    'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
  subjectType: 'The subject must be a string.',
  content:
    'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
  contentType: 'The content type must be a string at least one character in length.',
  contentValue: 'The content value must be a string at least one character in length.',
  templateId: 'The template_id must be a non-empty string.',
} as const;

const emailAddress = z.looseObject(
  {
    email: z.email({ error: messages.address }),
    name: z.string({ error: messages.name }).optional(),
  },
  { error: messages.address },
);

const recipientList = z.array(emailAddress, { error: messages.recipientList }).optional();

const personalization = z.looseObject(
  {
    to: z.array(emailAddress, { error: messages.to }).min(1, { error: messages.to }),
    cc: recipientList,
    bcc: recipientList,
    subject: z.string({ error: messages.personalizationSubject }).optional(),
    dynamic_template_data: z
      .record(z.string(), z.unknown(), { error: messages.dynamicTemplateData })
      .optional(),
  },
  { error: messages.personalizations },
);

const contentBlock = z.looseObject(
  {
    type: z.string({ error: messages.contentType }).min(1, { error: messages.contentType }),
    value: z.string({ error: messages.contentValue }).min(1, { error: messages.contentValue }),
  },
  { error: messages.content },
);

// Loose objects throughout: the real API takes many more fields (attachments, categories, asm, ...) and the
// recorded message must keep every one of them.
const mailSendRequest = z.looseObject(
  {
    personalizations: z
      .array(personalization, { error: messages.personalizations })
      .min(1, { error: messages.personalizations })
      .max(1000, { error: messages.personalizationsLimit }),
    from: z.looseObject(
      {
        email: z.email({ error: messages.fromEmail }),
        name: z.string({ error: messages.name }).optional(),
      },
      { error: messages.from },
    ),
    subject: z.string({ error: messages.subjectType }).optional(),
    content: z
      .array(contentBlock, { error: messages.content })
      .min(1, { error: messages.content })
      .optional(),
    template_id: z.string({ error: messages.templateId }).min(1, { error: messages.templateId }).optional(),
  },
  { error: messages.body },
);

export type MailSendRequest = z.infer<typeof mailSendRequest>;

type MailSendValidation =
  | { readonly ok: true; readonly request: MailSendRequest }
  | { readonly ok: false; readonly errors: readonly SendGridError[] };

// Requirements that depend on more than one field are checked on the raw body, so they are reported together
// with every field error, as the real API reports all problems at once.
const crossFieldView = z.looseObject({
  template_id: z.unknown().optional(),
  subject: z.unknown().optional(),
  content: z.unknown().optional(),
  personalizations: z.unknown().optional(),
});

const personalizationsWithSubjects = z.array(z.looseObject({ subject: z.string().min(1) })).min(1);

function missingWithoutTemplate(body: unknown): SendGridError[] {
  const view = crossFieldView.safeParse(body);
  if (!view.success || view.data.template_id !== undefined) return [];
  const { subject, content, personalizations } = view.data;
  const errors: SendGridError[] = [];
  const subjectMissing = subject === undefined || subject === '';
  if (subjectMissing && !personalizationsWithSubjects.safeParse(personalizations).success) {
    errors.push(fieldError(messages.subject, 'subject'));
  }
  if (content === undefined) errors.push(fieldError(messages.content, 'content'));
  return errors;
}

function toSendGridError(issue: z.core.$ZodIssue): SendGridError {
  return issue.path.length === 0
    ? generalError(issue.message)
    : fieldError(issue.message, issue.path.map(String).join('.'));
}

export function validateMailSend(body: unknown): MailSendValidation {
  const parsed = mailSendRequest.safeParse(body);
  const errors = [
    ...(parsed.success ? [] : parsed.error.issues.map(toSendGridError)),
    ...missingWithoutTemplate(body),
  ];
  if (parsed.success && errors.length === 0) return { ok: true, request: parsed.data };
  return { ok: false, errors };
}

/** Everyone the message would go to, lower-cased because addresses are matched case-insensitively. */
export function recipientsOf(request: MailSendRequest): string[] {
  return request.personalizations.flatMap((entry) =>
    [...entry.to, ...(entry.cc ?? []), ...(entry.bcc ?? [])].map((address) => address.email.toLowerCase()),
  );
}
