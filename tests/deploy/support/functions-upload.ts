import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { functionsNodeBinary } from '../../../emulators/src/launcher/functions-node.ts';
import { projectFile } from '../../../emulators/src/launcher/project.ts';

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

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): CommandOutcome {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Builds the functions upload as the predeploy step does, copies it to an empty folder outside the repository, and
 * there installs it with `npm ci` and discovers its functions with firebase-functions' own discovery, both under
 * the runtime's Node.js: what Google's build and the deploy do, with nothing from Google.
 */
export function buildAndInstallFunctionsUpload(): InstalledUpload {
  const workFolder = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  const remove = () => rmSync(workFolder, { recursive: true, force: true });
  try {
    const built = join(workFolder, 'built');
    const build = run(process.execPath, ['build.mjs', '--outdir', built], projectFile('functions'));
    if (build.status !== 0) throw new Error(`The functions build failed:\n${build.output}`);
    const folder = join(workFolder, 'upload');
    cpSync(built, folder, { recursive: true });
    const node = functionsNodeBinary();
    // npm runs on the Node.js found first on the PATH, as on the build machine.
    const runtimePath = { PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };
    const install = run('npm', ['ci', '--no-audit', '--no-fund'], folder, runtimePath);
    const nodeVersion = run(node, ['--version'], folder).output.trim();
    const manifestFile = join(workFolder, 'manifest.json');
    const discovery =
      install.status === 0
        ? run(
            node,
            [join(folder, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), folder],
            folder,
            {
              FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestFile,
            },
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
