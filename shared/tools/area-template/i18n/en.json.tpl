{
  "title": "{{titleEn}}",
  "page": {
    "intro": "{{introEn}}"
  }
}
