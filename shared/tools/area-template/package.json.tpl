{
  "name": "@observatory/remote-{{id}}",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "scripts": {
    "build": "rspack build --mode production",
    "dev": "rspack serve --mode development",
    "serve": "node ../shared/tools/serve-static.mjs --root dist --port {{port}} --cors",
    "test": "jest",
    "typecheck": "tsc --noEmit -p .",
    "release": "node ../shared/tools/release-area.mjs"
  },
  "dependencies": {
{{dependencies}}
  }
}
