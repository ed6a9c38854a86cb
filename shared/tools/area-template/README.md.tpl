# remote-{{id}}: the {{titleEn}} area

What the area does for a coordinator, under `{{route}}`. Built on the area kit
(`../shared/README.md`, "A new area in five steps" and "Server data").

## Run it

```sh
pnpm --filter remote-{{id}} test          # unit and component tests (jest, jsdom)
pnpm --filter remote-{{id}} build         # → dist/<version>/ with mf-manifest.json
pnpm --filter remote-{{id}} dev           # alone, with its own sign-in: http://127.0.0.1:{{port}}
npm start                                 # the whole app, this area under {{route}}
```

## How the area is organised

```
src/
  area.tsx, {{Name}}Area.tsx, {{Name}}Routes.tsx   exposed module, AreaRoot, routes
  pages/        one file per route
  components/   what the pages are made of
  hooks/        React hooks of the area
  state/        services (and the area's queries: createQueryAtoms / createPagedListAtoms)
  api/          types.ts (wire types named from @observatory/shared/api-types), one module per
                call, each tested with createTestHttp (path, query, body)
  lib/          pure rules, each tested
  testing/      render{{Name}}/renderArea, fixtures, the fake API over the real client
```

## Decisions a reader might not expect

- (Write here what a newcomer would not guess from the code.)
