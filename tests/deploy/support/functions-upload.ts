import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { functionsNodeBinary } from '@management-center/emulators/launcher/functions-node';
import { projectFile, projectRoot, readProjectJson } from '@management-center/emulators/launcher/project';
import { z } from 'zod';

const endpointSchema = z.object({
  region: z.array(z.string()).optional(),
  availableMemoryMb: z.number().nullable(),
  timeoutSeconds: z.number().nullable(),
  maxInstances: z.number().nullable(),
  secretEnvironmentVariables: z.array(z.object({ key: z.string() })).optional(),
  callableTrigger: z.object({}).optional(),
  httpsTrigger: z.object({ invoker: z.array(z.string()).optional() }).optional(),
  eventTrigger: z
    .object({
      eventType: z.string(),
      eventFilterPathPatterns: z.object({ ref: z.string() }),
      retry: z.boolean(),
    })
    .optional(),
  scheduleTrigger: z.object({ schedule: z.string(), timeZone: z.string().optional() }).optional(),
});

// What firebase-functions' own discovery tells the deploy about a codebase: the functions and the parameters.
export const functionsManifestSchema = z.object({
  endpoints: z.record(z.string(), endpointSchema),
  params: z.array(z.object({ name: z.string(), type: z.string().optional() })),
});
export type FunctionsManifest = z.infer<typeof functionsManifestSchema>;
export type FunctionEndpoint = z.infer<typeof endpointSchema>;

export interface CommandOutcome {
  status: number | null;
  output: string;
}

export interface InstalledUpload {
  // A folder outside the repository holding what the deploy uploads, installed as Google's build installs it.
  folder: string;
  install: CommandOutcome;
  nodeVersion: string;
  discovery: CommandOutcome;
  manifest: FunctionsManifest | undefined;
  remove(): void;
}

const codebaseSchema = z.object({
  source: z.string(),
  runtime: z.string(),
  ignore: z.array(z.string()).default(['node_modules', '.git']),
  predeploy: z.union([z.string(), z.array(z.string())]).default([]),
});
export type FunctionsCodebase = z.infer<typeof codebaseSchema>;

export function functionsCodebase(): FunctionsCodebase {
  const { functions } = z
    .object({ functions: z.array(codebaseSchema).length(1) })
    .parse(readProjectJson('firebase.json'));
  const [codebase] = functions;
  if (!codebase) throw new Error('firebase.json names no functions codebase');
  return codebase;
}

// firebase-tools' own listing of the files it packages for the upload, the codebase's `ignore` applied.
const { readdirRecursive } = createRequire(import.meta.url)('firebase-tools/lib/fsAsync') as {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
};

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): CommandOutcome {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// The predeploy commands, run as `firebase deploy` runs them: in a shell, from the project folder, told the folder.
function runPredeploy(codebase: FunctionsCodebase): void {
  const commands = typeof codebase.predeploy === 'string' ? [codebase.predeploy] : codebase.predeploy;
  for (const command of commands) {
    const result = spawnSync(command, {
      shell: true,
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, PROJECT_DIR: projectRoot, RESOURCE_DIR: projectFile(codebase.source) },
    });
    if (result.status !== 0)
      throw new Error(`predeploy "${command}" failed:\n${result.stdout}${result.stderr}`);
  }
}

async function copyUploadedFiles(codebase: FunctionsCodebase, folder: string): Promise<void> {
  const source = projectFile(codebase.source);
  const files = await readdirRecursive({
    path: source,
    ignoreStrings: [...codebase.ignore, 'firebase-debug.log', 'firebase-debug.*.log'],
  });
  for (const { name } of files) {
    const target = join(folder, relative(source, name));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(name, target);
  }
}

/**
 * Runs the predeploy step, copies the files `firebase deploy` would upload to an empty folder outside the
 * repository, and there installs them as Google's build does (`npm ci` from a lock file, else `npm install`) and
 * discovers the functions with firebase-functions' own discovery, both under the runtime's Node.js.
 */
export async function buildAndInstallFunctionsUpload(): Promise<InstalledUpload> {
  const codebase = functionsCodebase();
  const workFolder = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  const remove = () => rmSync(workFolder, { recursive: true, force: true });
  try {
    runPredeploy(codebase);
    const folder = join(workFolder, 'upload');
    await copyUploadedFiles(codebase, folder);
    const node = functionsNodeBinary();
    // npm runs on the Node.js found first on the PATH, as on the build machine.
    const runtimePath = { PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };
    const installCommand = existsSync(join(folder, 'package-lock.json')) ? 'ci' : 'install';
    const install = run('npm', [installCommand, '--no-audit', '--no-fund'], folder, runtimePath);
    const nodeVersion = run(node, ['--version'], folder).output.trim();
    const manifestFile = join(workFolder, 'manifest.json');
    const discovery =
      install.status === 0
        ? run(
            node,
            [join(folder, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), folder],
            folder,
            { FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestFile },
          )
        : { status: null, output: 'not run: the install failed' };
    const manifest =
      discovery.status === 0
        ? functionsManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
        : undefined;
    return { folder, install, nodeVersion, discovery, manifest, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
