// Loaded into every Node.js process firebase-tools starts (NODE_OPTIONS, see firebase-tools.ts), and acts only in
// the Functions emulator's workers, the processes that carry FUNCTION_TARGET. A worker loads firebase-tools'
// lib/emulator/functionsEmulatorShared.js for one helper (findModuleRoot), and that module requires firebase-tools'
// deploy and extensions code at its top, which no worker uses, in each of the hundred and more workers a test run
// starts. Each of its
// relative requires is answered with a stand-in that loads the real module on first use: what the worker runs is
// unchanged, only when a module loads. Runs as TypeScript under the functions' Node.js 24 (type stripping), with
// no import but Node's own. firebase-tools is pinned to 15.34.2; after an upgrade, check that the file still has
// that name and path.
//
// firebase-tools.ts also gives these processes a compile cache (NODE_COMPILE_CACHE): V8's code for every module a
// process compiles, kept on disk for the next process that loads it. Node.js writes it when a process exits, and
// the emulator ends its workers with SIGTERM, which ends a process before that: a worker writes it a few seconds
// after it starts (when the functions and the SDKs have loaded) and again when it is told to end.
import Module from 'node:module';

type LoadModule = (request: string, parent: { filename?: string } | undefined, isMain: boolean) => object;

// Node.js 22.10 and later (the types here are Node.js 20's).
const moduleSystem = Module as unknown as { _load: LoadModule; flushCompileCache(): void };
const deferringModule = /[\\/]firebase-tools[\\/]lib[\\/]emulator[\\/]functionsEmulatorShared\.js$/;

// Every trap that reads the module forwards to it, loading it then.
function loadedOnFirstUse(load: () => object): object {
  let loaded: object | undefined;
  const real = () => {
    loaded ??= load();
    return loaded;
  };
  return new Proxy(Object.create(null), {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may only describe a property its (empty) target lacks as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

if (process.env.FUNCTION_TARGET) {
  const load = moduleSystem._load;
  moduleSystem._load = function deferringLoad(request, parent, isMain) {
    const loadNow = () => load.call(this, request, parent, isMain);
    const deferred = request.startsWith('.') && deferringModule.test(parent?.filename ?? '');
    return deferred ? loadedOnFirstUse(loadNow) : loadNow();
  };
}

const compileCacheWrittenAfterMs = 4_000;

if (process.env.FUNCTION_TARGET && process.env.NODE_COMPILE_CACHE) {
  setTimeout(() => moduleSystem.flushCompileCache(), compileCacheWrittenAfterMs).unref();
  process.once('SIGTERM', () => {
    moduleSystem.flushCompileCache();
    // Ends the process as the signal would have without this handler.
    process.kill(process.pid, 'SIGTERM');
  });
}
