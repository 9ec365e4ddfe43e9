/// <reference path="./targaryen.d.ts" />
import { createRequire } from 'node:module';
import targaryen from 'targaryen';

/**
 * targaryen 3.1, patched once at load time so that every key is data, as on the real service: it reads and writes
 * children as `obj[key]`, which mishandles `__proto__`, `constructor` and the other names of `Object.prototype`.
 * The functions that build and read nodes are replaced by ports that read own properties only; why a patch, and
 * what goes wrong without it: README.md, "Rules and keys such as `__proto__`". Pinned to the version it was checked
 * against.
 */

const PATCHED_VERSION = '3.1.0';
/**
 * Marks the patched package: a module loader may evaluate this module more than once (test runners isolating
 * test files) while the package stays loaded, and a second patch would wrap the first.
 */
const PATCHED = Symbol.for('rtdb-stand-in.targaryen-keys');

interface Paths {
  mustBeValid(path: string): void;
  trim(path: string): string;
  split(path: string): string[];
}

/** targaryen's DataNode, as far as the patch uses it: children are the node's own enumerable properties. */
interface DataNode {
  $value(): unknown;
  $isNull(): boolean;
  $isPrimitive(): boolean;
  $priority(): unknown;
  $remove(path: string, now?: number): DataNode;
}

interface DataNodeClass {
  new (spec: object, now?: number): DataNode;
  readonly prototype: DataNode;
  from(value: unknown, priority?: unknown, now?: number): DataNode;
  null(): DataNode;
}

interface RulesetNode {
  readonly $name: string;
  readonly $wildchild: RulesetNode | null;
}

interface RulesetNodeClass {
  new (...args: never): RulesetNode;
  readonly prototype: RulesetNode;
}

/** A class whose instances get children assigned by key. */
interface Patchable {
  readonly prototype: object;
}

const require = createRequire(import.meta.url);

/** The child `key` of `parent` if it is one of its own properties: never something inherited. */
function ownChild(parent: object, key: string): unknown {
  return Object.hasOwn(parent, key) ? Reflect.get(parent, key) : undefined;
}

/** An object for children: without a prototype, assigning any key, "__proto__" included, defines it. */
function childrenObject(): Record<string, unknown> {
  return Object.create(null);
}

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** A plain object by its prototype, rather than by a `constructor` property a key could shadow. */
function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function classOf<T>(instance: object): T {
  return Object.getPrototypeOf(instance).constructor;
}

/** Makes the constructors' `this[key] = child` define an own property for "__proto__" too. */
function shadowPrototypeSetter(target: Patchable): void {
  Object.defineProperty(target.prototype, '__proto__', {
    value: undefined,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

/** The method `name` of `target`, called with `self` as `this`; throws if there is none. */
function existingMethod(target: object, name: string): (self: object, ...args: unknown[]) => unknown {
  const method: unknown = Reflect.get(target, name);
  if (typeof method !== 'function') {
    throw new Error(`targaryen ${PATCHED_VERSION} patch: ${name} not found; has the package changed?`);
  }
  return (self, ...args) => Reflect.apply(method, self, args);
}

function replaceMethod(target: object, name: string, method: unknown): void {
  existingMethod(target, name);
  Object.defineProperty(target, name, {
    value: method,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

function patchDataNode(DataNode: DataNodeClass, paths: Paths): void {
  const originalValue = existingMethod(DataNode.prototype, '$value');

  /** Port of `DataNode.from`: own properties only, copied into an object without prototype. */
  function from(value: unknown, priority?: unknown, now?: number): DataNode {
    if (value instanceof DataNode) {
      return value;
    }
    if (value === null || value === undefined) {
      return DataNode.null();
    }
    if (isPrimitive(value)) {
      return new DataNode({ '.value': value, '.priority': priority });
    }
    if (!isPlainObject(value) && !Array.isArray(value)) {
      throw new Error(`Invalid data node type: ${String(value)} (${typeof value})`);
    }
    const ownValue = ownChild(value, '.value');
    if (ownValue === null) {
      return DataNode.null();
    }
    const nodePriority = priority || ownChild(value, '.priority');
    if (isPrimitive(ownValue)) {
      return new DataNode({ '.value': ownValue, '.priority': nodePriority });
    }
    const time = now || Date.now();
    const serverValue = isPlainObject(value) ? ownChild(value, '.sv') : undefined;
    if (serverValue !== undefined) {
      if (serverValue !== 'timestamp') {
        throw new Error(`invalid server value type "${String(value)}".`);
      }
      return new DataNode({ '.value': time, '.priority': nodePriority });
    }
    const spec = Object.assign(childrenObject(), value);
    spec['.priority'] = nodePriority;
    spec['.value'] = undefined;
    return new DataNode(spec, time);
  }

  /** Port of `$child`: a missing own child is null, never an inherited property. */
  function child(this: DataNode, path: string): DataNode {
    return paths.split(path).reduce<DataNode>((parent, key) => {
      const found = ownChild(parent, key);
      return found instanceof DataNode ? found : DataNode.null();
    }, this);
  }

  /** Port of `$value`: a "__proto__" child is defined on the result rather than made its prototype. */
  function value(this: DataNode): unknown {
    if (this.$isPrimitive()) {
      return originalValue(this);
    }
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(this)) {
      const node = ownChild(this, key);
      Object.defineProperty(result, key, {
        value: node instanceof DataNode ? node.$value() : null,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    return result;
  }

  /** Port of `$set`: the copy of the written branch is made of objects without prototype. */
  function set(this: DataNode, path: string, newValue: unknown, priority?: unknown, now?: number): DataNode {
    paths.mustBeValid(path);
    const location = paths.trim(path);
    const time = now || Date.now();
    const newNode = DataNode.from(newValue, priority, time);
    if (!location) {
      return newNode;
    }
    if (newNode.$isNull()) {
      return this.$remove(location, time);
    }
    const copy = childrenObject();
    let source: object = this;
    let destination = copy;
    const keys = paths.split(location);
    keys.forEach((key, index) => {
      for (const sibling of Object.keys(source)) {
        if (sibling !== key) {
          destination[sibling] = ownChild(source, sibling);
        }
      }
      const next = ownChild(source, key);
      source = typeof next === 'object' && next !== null ? next : {};
      if (index === keys.length - 1) {
        destination[key] = newNode;
      } else {
        const level = childrenObject();
        destination[key] = level;
        destination = level;
      }
    });
    return DataNode.from(copy, this.$priority(), time);
  }

  /** Port of `$remove`: same copy, and parents left empty vanish as the node is rebuilt. */
  function remove(this: DataNode, path: string, now?: number): DataNode {
    paths.mustBeValid(path);
    const location = paths.trim(path);
    if (!location) {
      return DataNode.null();
    }
    const newRoot = childrenObject();
    let source: object | undefined = this;
    let destination = newRoot;
    for (const key of paths.split(location)) {
      if (source === undefined) {
        break;
      }
      for (const sibling of Object.keys(source)) {
        if (sibling !== key) {
          destination[sibling] = ownChild(source, sibling);
        }
      }
      const next = ownChild(source, key);
      source = typeof next === 'object' && next !== null ? next : undefined;
      if (source !== undefined) {
        const level = childrenObject();
        destination[key] = level;
        destination = level;
      }
    }
    return DataNode.from(newRoot, this.$priority(), now || Date.now());
  }

  shadowPrototypeSetter(DataNode);
  replaceMethod(DataNode, 'from', from);
  replaceMethod(DataNode.prototype, '$child', child);
  replaceMethod(DataNode.prototype, '$value', value);
  replaceMethod(DataNode.prototype, '$set', set);
  replaceMethod(DataNode.prototype, '$remove', remove);
}

function patchRulesetNode(RulesetNode: RulesetNodeClass, paths: Paths): void {
  /** Port of `RulesetNode.$child`: a key matches a rule of that name only if it is an own child. */
  function child(
    this: RulesetNode,
    name: string,
    wildchildren?: Record<string, string>,
  ): { rules: RulesetNode; wildchildren: Record<string, string> } | undefined {
    let variables = wildchildren || {};
    let rules: RulesetNode = this;
    for (const key of paths.split(name)) {
      const named = ownChild(rules, key);
      if (named instanceof RulesetNode) {
        rules = named;
        continue;
      }
      if (!rules.$wildchild) {
        return undefined;
      }
      rules = rules.$wildchild;
      variables = { ...variables, [rules.$name]: key };
    }
    return { rules, wildchildren: variables };
  }

  shadowPrototypeSetter(RulesetNode);
  replaceMethod(RulesetNode.prototype, '$child', child);
}

function patchTargaryen(): typeof targaryen {
  if (Reflect.get(targaryen, PATCHED) === true) {
    return targaryen;
  }
  const { version } = require('targaryen/package.json');
  if (version !== PATCHED_VERSION) {
    throw new Error(`targaryen ${version} is not the ${PATCHED_VERSION} that targaryen-keys.ts patches`);
  }
  const paths: Paths = require('targaryen/lib/paths.js');
  patchDataNode(classOf<DataNodeClass>(targaryen.store(null)), paths);
  const rulesetRoot: unknown = Reflect.get(targaryen.ruleset({ rules: {} }), 'root');
  if (typeof rulesetRoot !== 'object' || rulesetRoot === null) {
    throw new Error(`targaryen ${PATCHED_VERSION} patch: the ruleset has no root; has the package changed?`);
  }
  patchRulesetNode(classOf<RulesetNodeClass>(rulesetRoot), paths);
  Object.defineProperty(targaryen, PATCHED, { value: true });
  return targaryen;
}

/** targaryen, with every key treated as data: import it from here, never from 'targaryen' directly. */
export const rulesEngine = patchTargaryen();
