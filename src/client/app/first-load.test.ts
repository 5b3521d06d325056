import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOADS } from '#shared/first-load.ts';

/** One `<Route>` of the router: its path, the guard around it, whether visitors see it, the screen it shows. */
type RouteEntry = { path: string; guard: string; openToVisitors: boolean; screen: string };

const read = (file: string) => readFile(path.resolve('src/client', file), 'utf8');

/** A JSX element's tag name. */
function tagOf(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  return opening.tagName.getText();
}

function attributeOf(node: ts.JsxElement, name: string): ts.JsxAttributeValue | undefined {
  const attribute = node.openingElement.attributes.properties.find(
    (property) => ts.isJsxAttribute(property) && property.name.getText() === name,
  );
  return attribute && ts.isJsxAttribute(attribute) ? attribute.initializer : undefined;
}

/** The components the router loads lazily, each with the module it imports (relative to src/client). */
function lazyScreens(source: ts.SourceFile): Map<string, string> {
  const screens = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const imported = dynamicImportIn(node.initializer);
      if (imported) screens.set(node.name.getText(), imported.replace(/^#client\//, ''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return screens;
}

/** The module an `import('…')` somewhere inside `node` names. */
function dynamicImportIn(node: ts.Node): string | undefined {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [specifier] = node.arguments;
    return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
  }
  return ts.forEachChild(node, dynamicImportIn);
}

/** A route with a path, or undefined for the catch-all. */
function routeOf(route: ts.JsxElement): RouteEntry | undefined {
  const pathValue = attributeOf(route, 'path');
  const guard = route.children.find(ts.isJsxElement);
  const screen = guard?.children.find(ts.isJsxSelfClosingElement);
  if (!pathValue || !ts.isStringLiteral(pathValue) || !guard || !screen) return undefined;
  const openToVisitors = guard.openingElement.attributes.properties.some(
    (property) => ts.isJsxAttribute(property) && property.name.getText() === 'openToVisitors',
  );
  return { path: pathValue.text, guard: tagOf(guard), openToVisitors, screen: tagOf(screen) };
}

/** The router's routes with a path, in their order. */
function routesOf(source: ts.SourceFile): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const visit = (node: ts.Node) => {
    const route = ts.isJsxElement(node) && tagOf(node) === 'Route' ? routeOf(node) : undefined;
    if (route) routes.push(route);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

/**
 * The component the router shows first at `routePath`, by the guards of route-guards.tsx: `Shell` sends a visitor to
 * sign-in (/auth) unless the screen is open to visitors; `GuestOnly` sends a signed-in person away.
 */
function screenAt(routes: RouteEntry[], routePath: string, signedIn: boolean): string | undefined {
  const route = routes.find((each) => each.path === routePath);
  if (!route) return undefined;
  if (route.guard === 'Shell' && !signedIn && !route.openToVisitors) return screenAt(routes, '/auth', false);
  if (route.guard === 'GuestOnly' && signedIn) return undefined;
  return route.screen;
}

describe('the first-load table', () => {
  let routes: RouteEntry[];
  let screenModules: Map<string, string>;
  beforeAll(async () => {
    const source = ts.createSourceFile(
      'router.tsx',
      await read('app/router.tsx'),
      ts.ScriptTarget.Latest,
      true,
    );
    routes = routesOf(source);
    screenModules = lazyScreens(source);
  });

  const opened = FIRST_LOADS.flatMap(({ paths, signedIn, screen }) =>
    paths.map((routePath) => ({ routePath, who: signedIn ? 'signed in' : 'a visitor', signedIn, screen })),
  );
  it.each(opened)('$routePath, $who: the router opens $screen', ({ routePath, signedIn, screen }) => {
    const component = screenAt(routes, routePath, signedIn);
    expect(component && screenModules.get(component)).toBe(screen);
  });

  it("preloads what home imports as it first renders: the gazetteer, to find the profile's city in", async () => {
    const home = FIRST_LOADS.find((load) => load.signedIn && load.paths.includes('/'));
    expect(home?.firstRenderImports).toEqual(['lib/profile-city.ts']);
    expect(await read('lib/browsing-centre.ts')).toContain("import('./profile-city.ts')");
  });
});
