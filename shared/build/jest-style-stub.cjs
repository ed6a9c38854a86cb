// Stylesheets have no meaning in jsdom; importing one yields an empty module.
module.exports = {};
