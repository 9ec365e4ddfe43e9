// firebase-admin finds the Auth, Firestore and Storage emulators only through process.env. Setting the
// variables for one piece of work, then restoring them, keeps them from reaching processes forked later
// (test workers) and code that means to talk to another backend.
export async function withEnvironment<T>(
  variables: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const previous = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
