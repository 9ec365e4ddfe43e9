/** What the stand-in was told to do for one recipient's messages, with the address it was told it for. */
export type RecipientRule<Settings extends object> = Settings & { readonly email: string };

/** Rules by recipient address, matched in any case: the failures and the bounces a test or developer sets. */
export class RecipientRules<Settings extends object> {
  readonly #rules = new Map<string, RecipientRule<Settings>>();

  set(email: string, settings: Settings): RecipientRule<Settings> {
    const rule = { email: email.toLowerCase(), ...settings };
    this.#rules.set(rule.email, rule);
    return rule;
  }

  delete(email: string): boolean {
    return this.#rules.delete(email.toLowerCase());
  }

  clear(): void {
    this.#rules.clear();
  }

  list(): RecipientRule<Settings>[] {
    return [...this.#rules.values()];
  }

  /** The rule of `recipient`, if it has one. */
  of(recipient: string): RecipientRule<Settings> | undefined {
    return this.#rules.get(recipient.toLowerCase());
  }

  /** The rule of the first recipient that has one. */
  firstMatch(recipients: readonly string[]): RecipientRule<Settings> | undefined {
    for (const recipient of recipients) {
      const rule = this.of(recipient);
      if (rule) return rule;
    }
    return undefined;
  }
}
