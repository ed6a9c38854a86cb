{
  "extends": "../tsconfig.base.json",
  "include": ["src", "../shared/src/global.d.ts", "../shared/src/testing/jest-dom.d.ts"]
}
